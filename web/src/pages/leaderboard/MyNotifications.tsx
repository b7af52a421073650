import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import {
  fetchMyNotifications,
  fetchNotificationPreferences,
  updateNotificationPreferences,
} from '../../api/notifications-api';
import type { NotificationPreferences, SiteNotification } from '../../api/notifications-api';
import { MY_NOTIFICATIONS_QUERY_KEY, NOTIFICATION_PREFERENCES_QUERY_KEY } from '../../auth/query-keys';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { useTranslation } from '../../i18n/react';
import { hasMessage, translated } from '../../i18n/i18n';
import { RaiseGrievanceLink } from '../../grievances/RaiseGrievanceLink';

const CHANNELS: Array<{ field: keyof NotificationPreferences; label: 'byEmail' | 'bySms' }> = [
  { field: 'announcementsEmail', label: 'byEmail' },
  { field: 'announcementsSms', label: 'bySms' },
];

/** Announcements (deadlines, results, organisers' messages) by e-mail and SMS: the participant's choice. */
function AnnouncementPreferences() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
  const save = useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
    onError: (error) =>
      toast.error(t('notifications.saveFailed'), {
        description: errorMessage(error, t('common.pleaseTryAgainLater')),
      }),
  });
  if (!preferences.data) return null;
  return (
    <fieldset className="mt-4 rounded-2xl bg-ink-900/5 p-4 text-sm">
      <legend className="sr-only">{t('notifications.announcements')}</legend>
      <p className="font-semibold text-ink-800">{t('notifications.announcementsLead')}</p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {CHANNELS.map(({ field, label }) => (
          <label key={field} className="inline-flex items-center gap-2 text-ink-800">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={preferences.data[field]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [field]: event.target.checked })}
            />
            {t(`notifications.${label}`)}
          </label>
        ))}
      </div>
      <p className="mt-2 text-ink-700">{t('notifications.always')}</p>
    </fieldset>
  );
}

/** Outcomes a creator may contest with a grievance (a rejection or disqualification has its link on the entry). */
const CONTESTABLE_OUTCOMES = new Set<SiteNotification['kind']>(['round_not_promoted', 'round_promotion_withdrawn']);

/** "What happened to my entries": the site's list of messages, newest first, under My Submissions. */
export function MyNotifications() {
  const { t, language } = useTranslation();
  // The API words these messages in English; other languages word each kind from the catalogue (the
  // organisers' own broadcasts keep their words).
  const words = (item: SiteNotification) =>
    language === 'en' || !hasMessage(`notifications.kinds.${item.kind}.title`)
      ? { title: item.title, body: item.body }
      : {
          title: translated(`notifications.kinds.${item.kind}.title`, item.title),
          body: translated(`notifications.kinds.${item.kind}.body`, item.body),
        };
  const notifications = useQuery({
    queryKey: MY_NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMyNotifications(signal),
    staleTime: 30_000,
  });
  return (
    <section aria-labelledby="my-notifications-title" className="mt-10 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
      <h3 id="my-notifications-title" className="text-xl font-semibold text-ink-900">
        {t('notifications.title')}
      </h3>
      {notifications.isPending ? (
        <p role="status" className="mt-3 text-ink-700">
          {t('board.loading')}
        </p>
      ) : notifications.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(notifications.error, t('notifications.loadFailed'))}
        </p>
      ) : notifications.data.length === 0 ? (
        <p className="mt-3 text-ink-700">{t('notifications.none')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-900/10">
          {notifications.data.map((item) => (
            <li key={item.id} className="py-3">
              <p className="font-semibold text-ink-900">{words(item).title}</p>
              <p className="mt-1 break-words text-ink-800">{words(item).body}</p>
              <p className="mt-1 text-xs text-ink-700">{formatDateTime(item.createdAt)}</p>
              {CONTESTABLE_OUTCOMES.has(item.kind) ? (
                <RaiseGrievanceLink topic="entry_decision" className="mt-1 text-sm text-ink-800" />
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <AnnouncementPreferences />
    </section>
  );
}
