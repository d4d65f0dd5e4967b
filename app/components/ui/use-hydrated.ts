import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** For markup only the live script can keep true (ARIA states), without a hydration mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
