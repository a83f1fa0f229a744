import { sample } from 'effector';
import { createGate } from 'effector-react';
import { DEFAULT_AFTER_LOGIN_TAB } from '@/shared/config';
import { overviewWarmDropped, overviewWarmed } from '@/widgets/profile-overview';

/**
 * The profile frame at `/profile/{tab}` (its tab as the address names it). Which screen a tab is comes from the
 * server's menu, so a screen's data used to leave only once the menu had answered: one round trip after another.
 * The default tab (customer-portal.md: /profile/3152 after sign-in) is the overview, so its data leaves with the
 * menu; the screen, when the menu has placed it, takes that load (shared/model createPageQuery `warmed`). Moving
 * to another tab, or leaving, forgets it.
 */
export const FrameGate = createGate<{ tab: string }>({ name: 'ProfileFrame' });

const opensOverview = (tab: string) => tab === DEFAULT_AFTER_LOGIN_TAB || tab === 'overview';

sample({ clock: FrameGate.open, filter: ({ tab }) => opensOverview(tab), fn: () => ({}), target: overviewWarmed });
sample({ clock: FrameGate.state.updates, filter: ({ tab }) => !opensOverview(tab ?? ''), fn: () => undefined, target: overviewWarmDropped });
sample({ clock: FrameGate.close, fn: () => undefined, target: overviewWarmDropped });
