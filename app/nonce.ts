import { createContext, useContext } from "react";

/**
 * The CSP nonce of a page rendered on request, handed from app/entry.server.tsx
 * to the root layout's scripts. Undefined in the browser and in prerendered
 * pages, whose inline scripts are allowed by hash instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
