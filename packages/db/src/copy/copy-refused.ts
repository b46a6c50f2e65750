/** Why a copy did not start: the message says what to do instead. */
export class CopyRefused extends Error {}
