import { answer, signedInApi } from './api-call';
import type { components } from './schema';

/** One line of "what happened to my entries" (GET /me/notifications). */
export type SiteNotification = components['schemas']['SiteNotificationDto'];

/** Channels for announcements; messages about one's own entries always go. */
export type NotificationPreferences = components['schemas']['PreferencesDto'];

export async function fetchMyNotifications(signal?: AbortSignal): Promise<SiteNotification[]> {
  const { items } = await answer(signedInApi.GET('/me/notifications', { params: { query: { limit: 20 } }, signal }));
  return items;
}

export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return answer(signedInApi.GET('/me/notifications/preferences', { signal }));
}

export function updateNotificationPreferences(
  changes: components['schemas']['UpdatePreferencesDto'],
): Promise<NotificationPreferences> {
  return answer(signedInApi.PUT('/me/notifications/preferences', { body: changes }));
}
