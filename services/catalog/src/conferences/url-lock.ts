/** Namespace of the advisory locks taken per normalised URL while checking for duplicates (with hashtext(url)). */
export const URL_LOCK = 7301;
