import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/api-error';
import {
  fetchMyNotifications,
  fetchNotificationPreferences,
  updateNotificationPreferences,
} from '../../api/notifications-api';
import type { NotificationPreferences } from '../../api/notifications-api';
import { MY_NOTIFICATIONS_QUERY_KEY, NOTIFICATION_PREFERENCES_QUERY_KEY } from '../../auth/query-keys';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';

const CHANNELS: Array<{ field: keyof NotificationPreferences; label: string }> = [
  { field: 'announcementsEmail', label: 'By e-mail' },
  { field: 'announcementsSms', label: 'By SMS' },
];

/** Announcements (deadlines, results, organisers' messages) by e-mail and SMS: the participant's choice. */
function AnnouncementPreferences() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
  const save = useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, saved),
    onError: (error) => toast.error('Could not save', { description: errorMessage(error, 'Please try again later.') }),
  });
  if (!preferences.data) return null;
  return (
    <fieldset className="mt-4 rounded-2xl bg-ink-900/5 p-4 text-sm">
      <legend className="sr-only">Announcements</legend>
      <p className="font-semibold text-ink-800">Announcements (deadlines, results, news from the organisers)</p>
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
            {label}
          </label>
        ))}
      </div>
      <p className="mt-2 text-ink-700">Messages about your own entries always reach you.</p>
    </fieldset>
  );
}

/** "What happened to my entries": the site's list of messages, newest first, under My Submissions. */
export function MyNotifications() {
  const notifications = useQuery({
    queryKey: MY_NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMyNotifications(signal),
    staleTime: 30_000,
  });
  return (
    <section aria-labelledby="my-notifications-title" className="mt-10 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
      <h3 id="my-notifications-title" className="text-xl font-semibold text-ink-900">
        What happened to my entries
      </h3>
      {notifications.isPending ? (
        <p role="status" className="mt-3 text-ink-700">
          Loading…
        </p>
      ) : notifications.isError ? (
        <p role="alert" className="mt-3 text-red-800">
          {errorMessage(notifications.error, 'Failed to load your messages')}
        </p>
      ) : notifications.data.length === 0 ? (
        <p className="mt-3 text-ink-700">Nothing yet: you will find news about your entries here.</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-900/10">
          {notifications.data.map((item) => (
            <li key={item.id} className="py-3">
              <p className="font-semibold text-ink-900">{item.title}</p>
              <p className="mt-1 break-words text-ink-800">{item.body}</p>
              <p className="mt-1 text-xs text-ink-700">{formatDateTime(item.createdAt)}</p>
            </li>
          ))}
        </ol>
      )}
      <AnnouncementPreferences />
    </section>
  );
}
