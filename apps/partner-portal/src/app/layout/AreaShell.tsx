/**
 * @module The frame of each partner area: app-core's AreaFrame (the sticky header with the logo to the area's home,
 * the area's navigation on tablets and up and the account area; the main content; the phone's bottom bar) on the
 * portal's own paths. After a route change focus moves to the main content so screen readers announce the new page.
 */
import { AreaFrame, type AreaFrameProps } from '@turismo/app-core/AreaFrame';
import { isPortalPath } from '../../lib/links.ts';

export type { AreaNavItem } from '@turismo/app-core/AreaFrame';
export { isCurrent } from '@turismo/app-core/AreaFrame';

export type AreaShellProps = Omit<AreaFrameProps, 'isOwnPath' | 'homeLabel'>;

export function AreaShell(props: AreaShellProps) {
  return <AreaFrame {...props} isOwnPath={isPortalPath} />;
}
