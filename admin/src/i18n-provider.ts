import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * What a save says, in the words organisers use: react-admin's "Element updated" names no thing. react-admin
 * looks for `resources.<name>.notifications.<created|updated|deleted>` first, then the `ra.notification` line.
 */
const notifications: Record<string, Partial<Record<'created' | 'updated' | 'deleted', string>>> = {
  accounts: { created: 'Account created', updated: 'Account saved' },
  broadcasts: { created: 'Broadcast queued: it goes out at each channel’s pace' },
  content: { updated: 'Site content saved' },
  'jury-assignments': { created: 'Juror assigned', deleted: 'Assignment removed' },
  'jury-conflicts': { created: 'Conflict of interest recorded', deleted: 'Conflict of interest removed' },
  rounds: { updated: 'Round saved' },
};

const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    // Console accounts sign in with their e-mail address.
    auth: { ...englishMessages.ra.auth, username: 'E-mail' },
    notification: {
      ...englishMessages.ra.notification,
      updated: 'Changes saved |||| %{smart_count} records saved',
      created: 'Saved',
      deleted: 'Deleted |||| %{smart_count} records deleted',
      // Also what a juror reads on an entry not assigned to them: the API answers 404 there too.
      item_doesnt_exist: 'This record does not exist, or is not yours to see',
    },
  },
  resources: Object.fromEntries(Object.entries(notifications).map(([name, lines]) => [name, { notifications: lines }])),
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en');
