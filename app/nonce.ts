import { createContext, useContext } from "react";

/** Undefined in the browser and in prerendered pages, whose scripts are allowed by hash. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
