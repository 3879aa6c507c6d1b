import { Icon, type IconProps } from '../../../components/icons.tsx';
import type { NotificationText } from '../notification-text.ts';

export const BellIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </Icon>
);

const PATHS: Record<NotificationText['icon'], React.ReactNode> = {
  approved: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  rejected: <path d="M6 6l12 12M18 6 6 18" />,
  comment: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />,
  bell: (
    <>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </>
  ),
};

export const NotificationIcon = ({ icon, ...p }: IconProps & { icon: NotificationText['icon'] }) => <Icon {...p}>{PATHS[icon]}</Icon>;
