import simpleRestProvider from 'ra-data-simple-rest';
import { ADMIN_API_URL, httpClient } from './auth/api';

/** ra-data-simple-rest against /api/v1/admin, with the console's bearer token on every call. */
export const dataProvider = simpleRestProvider(ADMIN_API_URL, httpClient);
