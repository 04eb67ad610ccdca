import { PATHS_WITHOUT_TOP_BAR } from '../../config/paths';

export function showsTopBar(pathname: string): boolean {
  return !PATHS_WITHOUT_TOP_BAR.some((part) => pathname.includes(part));
}
