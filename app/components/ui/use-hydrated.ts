import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from the render right
 * after: markup that only the live script can keep true (ARIA states, roles of widgets the
 * script drives) is added then, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
