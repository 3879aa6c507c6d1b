import type { EditorPreset } from '@gazeta/contract';

/** The preset the community feed writes with (spec §9: essential, minimal, full). */
export const FEED_EDITOR_PRESET: EditorPreset = 'essential';
