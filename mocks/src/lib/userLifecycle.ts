/**
 * What the areas keep per user (a mailbox, chats…) lives in the area's own API module; the kernel's
 * user deletion asks every module to forget it through here rather than importing the areas.
 */
type Forget = (userId: number) => void;

const forgetters = new Set<Forget>();

/** Registers an area's forgetting of a deleted user (done once for each module when the API is composed). */
export function onUserDeleted(forget: Forget): void {
  forgetters.add(forget);
}

/** Makes every area forget a user who has just been deleted. */
export function forgetUserEverywhere(userId: number): void {
  for (const forget of forgetters) forget(userId);
}
