// Spec part 2 section 2: the landing redirect order applies once, right after a sign-in.
// Memory, not storage: a reload is not a new sign-in.
let pending = false;

export function markLandingPending(): void {
  pending = true;
}

/** Whether a sign-in has just happened; answers true once. */
export function takeLandingPending(): boolean {
  const was = pending;
  pending = false;
  return was;
}
