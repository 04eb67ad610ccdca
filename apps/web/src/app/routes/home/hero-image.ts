/** The picture beside the greeting: the largest thing on the home page, so the boot asks for it early. */
export const HOME_HERO_IMAGE = '/login-header.svg';
