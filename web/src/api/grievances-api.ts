import { answer, signedInApi } from './api-call';
import type { components } from './schema';

/** One of the participant's grievances: its status, the date it is due to be answered by, and the answer. */
export type MyGrievance = components['schemas']['MyGrievanceDto'];
export type MyGrievances = components['schemas']['MyGrievancesDto'];
export type GrievanceTopic = components['schemas']['GrievanceTopic'];
export type RaiseGrievance = components['schemas']['RaiseGrievanceDto'];

export const GRIEVANCE_TOPICS: readonly GrievanceTopic[] = ['entry_decision', 'personal_data', 'other'];
/** The API's limit on a grievance's length. */
export const MAX_GRIEVANCE_LENGTH = 4000;

export function fetchMyGrievances(signal?: AbortSignal): Promise<MyGrievances> {
  return answer(signedInApi.GET('/me/grievances', { signal }));
}

export function raiseGrievance(grievance: RaiseGrievance): Promise<MyGrievance> {
  return answer(signedInApi.POST('/me/grievances', { body: grievance }));
}
