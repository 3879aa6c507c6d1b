import type { JSX } from 'react';
import { CheckIcon, CloseIcon, CommentIcon, Icon, type IconProps } from '../../../components/icons.tsx';
import type { NotificationText } from '../notification-text.ts';

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Icon>
);

/** One glyph per kind of notification; a type the bell does not know shows the bell itself. */
const ICONS: Record<NotificationText['icon'], (p: IconProps) => JSX.Element> = {
  approved: CheckIcon,
  rejected: CloseIcon,
  comment: CommentIcon,
  bell: BellIcon,
};

export const NotificationIcon = ({ icon, ...p }: IconProps & { icon: NotificationText['icon'] }) => {
  const Glyph = ICONS[icon];
  return <Glyph {...p} />;
};
