export const PROFILE_QUERY_KEY = ['me'] as const;
export const MY_SUBMISSIONS_QUERY_KEY = ['submissions', 'mine'] as const;
export const ENTRY_ELIGIBILITY_QUERY_KEY = ['submissions', 'eligibility'] as const;
export const MY_NOTIFICATIONS_QUERY_KEY = ['me', 'notifications'] as const;
export const NOTIFICATION_PREFERENCES_QUERY_KEY = ['me', 'notifications', 'preferences'] as const;
export const MY_CERTIFICATES_QUERY_KEY = ['me', 'certificates'] as const;
/** Everything cached about the signed-in participant, dropped on sign-out. */
export const USER_QUERY_KEYS = [
  PROFILE_QUERY_KEY,
  MY_SUBMISSIONS_QUERY_KEY,
  ENTRY_ELIGIBILITY_QUERY_KEY,
  MY_NOTIFICATIONS_QUERY_KEY,
  NOTIFICATION_PREFERENCES_QUERY_KEY,
  MY_CERTIFICATES_QUERY_KEY,
];
