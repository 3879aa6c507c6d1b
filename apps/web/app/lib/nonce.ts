import { createContext, useContext } from 'react';

/** The response's CSP nonce; only the server render has one (the browser needs none to hydrate). */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
