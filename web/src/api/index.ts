import { ApiClient } from './api-client';
import { TokenStore } from './token-store';

/** The one token store and API client of the running site. */
export const tokenStore = new TokenStore(window.localStorage, window);
export const apiClient = new ApiClient({ tokens: tokenStore, locks: navigator.locks ?? null });
