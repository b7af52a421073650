// Generated from the API by `npm run openapi -w api` (openapi-typescript). Do not edit.

export interface paths {
    "/api/v1/health/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** State of the API and its dependencies; 503 naming any that is down */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe: the process answers (no dependency is asked); restart it only when this fails */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: 503 `draining` after SIGTERM, 503 `unavailable` naming Postgres or Redis when either is down */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/{provider}/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's sign-in address to send the browser to */
        get: operations["ProviderSignInController_url"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/{provider}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's redirect target; redirects to the site with a one-time code or an error in the fragment */
        get: operations["ProviderSignInController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade the callback's one-time code for a session; only in the browser that started the sign-in */
        post: operations["ProviderSignInController_redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/otp/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit sign-in code by SMS */
        post: operations["CodeSignInController_startOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit sign-in code by SMS (same as /auth/otp/start) */
        post: operations["CodeSignInController_startPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a 6-digit sign-in code by e-mail */
        post: operations["CodeSignInController_startEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/otp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with the code sent to a phone or an e-mail address */
        post: operations["CodeSignInController_verify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trade a refresh token for a new pair (the old one is spent; reusing it ends the session) */
        post: operations["SessionController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session of the given refresh token, or every session of the participant without one */
        post: operations["SessionController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in participant's profile */
        get: operations["MeController_me"];
        put?: never;
        post?: never;
        /** Delete the account: profile, sign-in identities, sessions and entries (right to erasure) */
        delete: operations["MeController_erase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the changed profile fields; answers the updated profile
         * @description Send only changed fields among name, email, creatorCategory, stateProvince, instagramHandle, language. Values cannot be blanked. An e-mail set here is unverified. Tokens issued after the profile is complete carry pc:true: refresh them.
         */
        post: operations["MeController_update"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything held about the signed-in participant, as JSON (right of access) */
        get: operations["MeController_export"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The four creator categories with labels and follower ranges */
        get: operations["ProfileOptionsController_categories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/profile/states": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 36 states and union territories a profile may name */
        get: operations["ProfileOptionsController_states"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What happened to my entries: the site messages, newest first */
        get: operations["MeNotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Channels for announcements (messages about my own entries always go) */
        get: operations["MeNotificationsController_get"];
        /** Change the channels for announcements; answers the preferences */
        put: operations["MeNotificationsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stop announcements (signed link from an e-mail); answers a short HTML page */
        get: operations["UnsubscribeController_unsubscribe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages (filters: status, channel, kind, participantId, attempts) */
        get: operations["NotificationsConsoleController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message */
        get: operations["NotificationsConsoleController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/notifications/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a failed or skipped message again (audited) */
        post: operations["NotificationsConsoleController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/broadcasts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Broadcasts with their delivery progress */
        get: operations["BroadcastsController_list"];
        put?: never;
        /** Queue a broadcast (audited); delivery follows the channels’ rates */
        post: operations["BroadcastsController_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/broadcasts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One broadcast with its delivery progress */
        get: operations["BroadcastsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/broadcasts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many people a broadcast reaches now, and its text per channel; sends nothing */
        post: operations["BroadcastsController_preview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rules, judging weights and the rounds with their dates and which is open
         * @description The rounds' texts in `lang` where the organisers wrote them, else in English.
         */
        get: operations["ContestController_rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organisers' contest content (branding, prizes, jury, films, FAQ, legal dates) in one language */
        get: operations["ContentController_site"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/content/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ContentConsoleController_get"];
        /** Replace the organisers' content (every field checked; nothing saved on an error) */
        put: operations["ContentConsoleController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter an Instagram post in the open round; answers the entry, status pending */
        post: operations["SubmissionsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submissions/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The participant's entries, newest first, with their latest figures and rank */
        get: operations["SubmissionsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submissions/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the participant may enter a film in the round taking entries, and why not */
        get: operations["SubmissionsController_eligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the participant's own entries (anyone else's: 404) */
        get: operations["SubmissionsController_findOne"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entries (a juror sees only those assigned to them)
         * @description filter: status, category, creatorCategory, stateProvince, roundId, participantId, autoCheckPassed, flagged, isDemo, q (author, Instagram user or link), id. Unknown filters or sort fields answer 400.
         */
        get: operations["EntriesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry with its history, checks, metrics and jury work */
        get: operations["EntriesController_get"];
        /** Verify, or reject / disqualify with the reason the participant sees */
        put: operations["EntriesController_decide"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries/{id}/reinstate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a rejection (back to pending) or a disqualification (back to verified), with a reason
         * @description grievanceId: the grievance about this entry that led to it (400 if it is about another entry).
         */
        post: operations["EntriesController_reinstate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same decision on up to 200 entries; answers which were updated and which refused */
        post: operations["EntriesController_decideMany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ownership-claims": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims on posts and accounts
         * @description filter: id, status, kind, submissionId, claimantId
         */
        get: operations["OwnershipClaimsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ownership-claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["OwnershipClaimsController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ownership-claims/{id}/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand the entry (or the account) to the claimant: only a proven claimant, within their entry limit */
        post: operations["OwnershipClaimsController_transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/ownership-claims/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the claim; the entry and the account stay where they are */
        post: operations["OwnershipClaimsController_dismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public leaderboard (last ranked snapshot); optional filters make a sub-board */
        get: operations["LeaderboardController_board"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leaderboard/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in participant's ranked entries */
        get: operations["LeaderboardController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contest totals: ranked entries, their total views, states represented */
        get: operations["LeaderboardController_stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assignments (a juror sees only their own) */
        get: operations["JuryAssignmentsController_list"];
        put?: never;
        /** Assign a juror to a verified entry of round 3 or 4 by hand */
        post: operations["JuryAssignmentsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-assignments/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each juror's assigned, scored, abstained and still-to-score counts (one round or both) */
        get: operations["JuryAssignmentsController_progress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JuryAssignmentsController_get"];
        put?: never;
        post?: never;
        /** Remove an assignment the juror has not scored yet */
        delete: operations["JuryAssignmentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-assignments/auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Top every entry of the round up to N jurors, evenly loaded, avoiding conflicts */
        post: operations["JuryAssignmentsController_auto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JuryConflictsController_list"];
        put?: never;
        /** Record that a juror must never judge a participant's entries */
        post: operations["JuryConflictsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-conflicts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JuryConflictsController_get"];
        put?: never;
        post?: never;
        delete: operations["JuryConflictsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JurySettingsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/jury-settings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JurySettingsController_get"];
        /** Show or hide views and likes to the jurors of this round (hidden by default) */
        put: operations["JurySettingsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Scores (a juror sees only their own, never another juror's) */
        get: operations["JuryScoresController_list"];
        put?: never;
        /** Score an assigned entry 0–10 on each criterion, or abstain for a conflict of interest */
        post: operations["JuryScoresController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/scores/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["JuryScoresController_get"];
        /** Change your own score while the round is open */
        put: operations["JuryScoresController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Round 3 or 4 results: filter {"roundId":3|4,"normalised":true|false}
         * @description Weighted 40/30/30 mean over jurors; optional per-juror z-score normalisation; Round 3 combines views (relative to the most viewed entry) and the jury with ROUND3_VIEWS_WEIGHT; Round 4 is the jury alone.
         */
        get: operations["ResultsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/grievances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your grievances, newest first, with their status, due date and answer */
        get: operations["GrievancesController_mine"];
        put?: never;
        /**
         * Raise a grievance about an entry decision, your personal data or anything else
         * @description Answered within GRIEVANCE_RESPONSE_DAYS (dueAt). entry_decision names one of your entries (submissionId). At most maxOpen grievances may wait for an answer at once (409 too_many_open_grievances). Blocked accounts may raise one too.
         */
        post: operations["GrievancesController_raise"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/grievances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Grievances, by default the soonest due first
         * @description filter: id, status, topic, assigneeId, participantId, submissionId, overdue (true|false), unassigned (true|false). sort: dueAt, receivedAt, updatedAt, status, topic, id.
         */
        get: operations["GrievancesConsoleController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/grievances/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A grievance with its internal notes */
        get: operations["GrievancesConsoleController_get"];
        /** Set the status (open, in progress, closed) and the assignee */
        put: operations["GrievancesConsoleController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/grievances/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an internal note (never shown to the participant) */
        post: operations["GrievancesConsoleController_addNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/grievances/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer it: status answered (or closed with close:true); the participant is told by e-mail and on the site */
        post: operations["GrievancesConsoleController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to the console; five failed tries in a row from one address lock it there for 15 minutes */
        post: operations["ConsoleAuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange a refresh token for new tokens (the old one is spent) */
        post: operations["ConsoleAuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the sign-in the refresh token belongs to */
        post: operations["ConsoleAuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in console account and its role */
        get: operations["ConsoleAuthController_me"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an invitation link still works, and for which account */
        get: operations["InvitationController_check"];
        put?: never;
        /** Set the account’s password with its invitation link (once) */
        post: operations["InvitationController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/auth/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forgotten password: mails an enabled account a set-password link (at most 3 an hour per address); the same 204 whatever the address */
        post: operations["PasswordResetController_requestReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_list"];
        put?: never;
        /** Create an account without a password and mail its owner a link to set one */
        post: operations["AccountsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AccountsController_get"];
        put: operations["AccountsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/accounts/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a new set-password link (the previous one stops working) */
        post: operations["AccountsController_resend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/login-attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["LoginAttemptsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuditController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["AuditController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Entries by status and per day, the oldest pending entry, the metrics source, the top of the board */
        get: operations["DashboardController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exports/entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entries the list shows (same `filter` as GET /admin/entries) with metrics and jury scores (streamed) */
        get: operations["ExportsController_entries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exports/participants.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every participant with contact details, as CSV (streamed) */
        get: operations["ExportsController_participants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exports/results.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A round's final ranking, filter {"roundId":1|2|3|4,"normalised":true|false}, as CSV
         * @description Rounds 1–2 (once closed, 409 before): rank, entry, creator, handle, views, likes, votes, their percentiles, the blended score and whether the creator went through. Rounds 3–4: rank, raw and normalised jury scores, and for Round 3 the views score, its weight and the blend.
         */
        get: operations["ExportsController_results"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exports/scores.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every jury assignment with the juror's marks and comment, filter {"roundId":3|4,"jurorId":[…]} (streamed) */
        get: operations["ExportsController_scores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/exports/grievances.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every grievance with its dates, status, message and answer: the grievance officer's record */
        get: operations["ExportsController_grievances"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/participants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ParticipantsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/participants/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["ParticipantsController_get"];
        /** Block or unblock a participant */
        put: operations["ParticipantsController_setBlocked"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RoundsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["RoundsController_get"];
        /** Edit a round's dates and settings */
        put: operations["RoundsController_update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/promotion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Preview of who goes through to the next round and who is cut at the line */
        get: operations["RoundsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close the round: freeze its ranking and promote the top N into the next round */
        post: operations["RoundsController_close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reopen a closed round while the next one has not started; its promotions are undone */
        post: operations["RoundsController_reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the contest stands, and the rounds whose results are public */
        get: operations["PublicResultsController_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A round's public results: who went through (Rounds 1–3) or the winners with their prizes (Round 4)
         * @description 404 `results_not_published` until the organisers publish them (and any embargo has passed).
         */
        get: operations["PublicResultsController_round"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/results/{roundId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in participant's line in a round's public results, and its page offset */
        get: operations["PublicResultsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a closed round's results, at once or from an embargo time */
        post: operations["RoundPublicationController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a round's results off the public site */
        post: operations["RoundPublicationController_unpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/rounds/{id}/publication-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the round's public results page shows (first page and total), once it is closed */
        get: operations["RoundPublicationController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results/{roundId}/link-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The <head> tags (title, Open Graph, Twitter card) of a round's results page, the organisers' texts in `lang`; the generic ones until its results are public */
        get: operations["ResultsShareController_linkPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results/{roundId}/share.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A round's share image (1200×630 PNG): its title in English and Hindi and its outcome
         * @description 404 `results_not_published` until the organisers publish the results (and any embargo has passed).
         */
        get: operations["ResultsShareController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results/{roundId}/lines/{submissionId}/link-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The <head> tags of a winner's page (/results/{roundId}/{submissionId}); the generic ones for anyone but a winner of public results */
        get: operations["ResultsShareController_winnerLinkPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/results/{roundId}/lines/{submissionId}/share.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A winner's share image (1200×630 PNG): their name, prize and place
         * @description 404 `results_not_published` unless the entry is a winner of public results.
         */
        get: operations["ResultsShareController_winnerImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["MediaConsoleController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a JPEG, PNG or WebP image (MEDIA_MAX_IMAGE_MB); it is served as WebP at the site’s widths */
        post: operations["MediaConsoleController_uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/media/films": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload an MP4 film (MEDIA_MAX_FILM_MB) */
        post: operations["MediaConsoleController_uploadFilm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/submissions/{id}/vote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Vote for a public entry in the round being voted on (the voter's mobile verified) */
        post: operations["VotesController_vote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/phone/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a code to a mobile number to verify it for this account */
        post: operations["VotesController_startPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/phone/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Attach the mobile number to this account with the code sent to it */
        post: operations["VotesController_verifyPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One public entry: rank, figures, votes, theme, creator tier, state, display name */
        get: operations["PublicEntryController_entry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/entries/{id}/link-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The <head> tags (title, Open Graph, Twitter card) of an entry's shareable page, in `lang`; the generic ones for an entry that is not public */
        get: operations["PublicEntryController_linkPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries/{id}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An entry's votes: counted, voided, flagged share, flags and the hourly timeline */
        get: operations["EntryVotesController_review"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/entries/{id}/votes/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Void one voter's votes for the entry, or its flagged votes of a window, with a reason (audited)
         * @description Counts change at once and the board is re-ranked before the answer.
         */
        post: operations["EntryVotesController_void"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in participant's certificates */
        get: operations["MyCertificatesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/me/certificates/{code}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of their certificates as a PDF (A4 landscape, English and Hindi); 404 to anyone else */
        get: operations["MyCertificatesController_pdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/certificates/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verify a certificate by its code: who holds it, for what, and whether it still stands */
        get: operations["CertificateVerificationController_verify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CertificatesConsoleController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/certificates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: operations["CertificatesConsoleController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/certificates/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke a certificate (its code then verifies as revoked); the holder is told why */
        post: operations["CertificatesConsoleController_revoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/certificates/{id}/reissue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace a certificate with a new one (new code, the holder's current profile name); the old one is revoked */
        post: operations["CertificatesConsoleController_reissue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiErrorDto: {
            /**
             * @description Stable snake_case code clients branch on
             * @example validation_failed
             */
            code: string;
            /**
             * @description Plain words a screen may show
             * @example Request validation failed
             */
            message: string;
            /** @description Per code: `fields` (path → messages) for validation_failed, `retryAfterSeconds` for limits… */
            details: {
                [key: string]: unknown;
            } | null;
        };
        ErrorEnvelopeDto: {
            error: components["schemas"]["ApiErrorDto"];
        };
        /** @enum {string} */
        CheckStatus: "up" | "down" | "disabled";
        HealthCheckDto: {
            status: components["schemas"]["CheckStatus"];
            /** @description Why it is down */
            error?: string;
            /** @description Why it is disabled */
            reason?: string;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok";
            /** @description By dependency: database, redis, metrics… */
            checks: {
                [key: string]: components["schemas"]["HealthCheckDto"];
            };
        };
        LivenessDto: {
            /** @enum {string} */
            status: "alive";
        };
        ReadinessDto: {
            /** @enum {string} */
            status: "ready";
            /** @description Postgres (database) and Redis (redis), the dependencies no request can do without */
            checks: {
                [key: string]: components["schemas"]["HealthCheckDto"];
            };
        };
        SignInUrlDto: {
            /** Format: uri */
            url: string;
        };
        ProviderReturnCodeDto: {
            /** @description The `code` of the callback's redirect fragment */
            code: string;
        };
        AuthUserDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            profileComplete: boolean;
        };
        AuthResponseDto: {
            accessToken: string;
            refreshToken: string;
            user: components["schemas"]["AuthUserDto"];
        };
        PhoneCodeRequestDto: {
            /**
             * @description Any common notation; without a prefix, an Indian number
             * @example +91 98765 43210
             */
            phone: string;
        };
        CodeSentDto: {
            /** @enum {string} */
            status: "sent";
            /** @description Seconds the code stays valid */
            expiresInSeconds: number;
            /** @description Seconds before another code may be asked for */
            resendAfterSeconds: number;
        };
        EmailCodeRequestDto: {
            /** @example asha@example.com */
            email: string;
        };
        VerifyCodeDto: {
            /** @example +919876543210 */
            phone?: string;
            /** @example asha@example.com */
            email?: string;
            /** @example 123456 */
            code: string;
        };
        RefreshTokenDto: {
            refreshToken: string;
        };
        LogoutDto: {
            /** @description This browser's refresh token; without it, every session is ended */
            refreshToken?: string;
        };
        /** @enum {string} */
        CreatorCategory: "nano_influencer" | "micro_influencer" | "influencer" | "mega_influencer";
        /**
         * @description The language messages go out in
         * @enum {string}
         */
        SiteLanguage: "en" | "hi" | "bn" | "mr" | "te" | "ta" | "gu" | "ur" | "kn" | "or" | "ml" | "pa" | "as";
        ProfileViewDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            email: string | null;
            /** @description National number, without the country code */
            phoneNumber: string | null;
            /** @example +91 */
            phoneCountryCode: string;
            /** @description As listed by GET /profile/states */
            stateProvince: string | null;
            creatorCategory: components["schemas"]["CreatorCategory"] | null;
            /** @description Lower-case, without the `@`; null until given. Once verified it is the proven account and is locked */
            instagramHandle: string | null;
            /** @description true once the handle is an account proven theirs (their ownership code seen in one of its captions); until then it is only typed, unverified */
            instagramVerified: boolean;
            /**
             * @description Put in a post's caption, it proves the post's Instagram account is theirs
             * @example AFC-7KQ2XM
             */
            ownershipCode: string;
            profileComplete: boolean;
            /** @description The language messages go out in */
            language: components["schemas"]["SiteLanguage"];
        };
        /** @enum {string} */
        IndianState: "Andhra Pradesh" | "Arunachal Pradesh" | "Assam" | "Bihar" | "Chhattisgarh" | "Goa" | "Gujarat" | "Haryana" | "Himachal Pradesh" | "Jharkhand" | "Karnataka" | "Kerala" | "Madhya Pradesh" | "Maharashtra" | "Manipur" | "Meghalaya" | "Mizoram" | "Nagaland" | "Odisha" | "Punjab" | "Rajasthan" | "Sikkim" | "Tamil Nadu" | "Telangana" | "Tripura" | "Uttar Pradesh" | "Uttarakhand" | "West Bengal" | "Andaman and Nicobar Islands" | "Chandigarh" | "Dadra and Nagar Haveli and Daman and Diu" | "Delhi" | "Jammu and Kashmir" | "Ladakh" | "Lakshadweep" | "Puducherry";
        UpdateProfileDto: {
            /** @example Asha Rao */
            name?: string;
            /** @example asha@example.com */
            email?: string;
            creatorCategory?: components["schemas"]["CreatorCategory"];
            stateProvince?: components["schemas"]["IndianState"];
            /**
             * @description Instagram username; a leading @ is accepted and dropped; stored lower-case
             * @example asha.rao
             */
            instagramHandle?: string;
            /** @description The language messages go out in (the site sends its own) */
            language?: components["schemas"]["SiteLanguage"];
        };
        CreatorCategoryOptionDto: {
            value: components["schemas"]["CreatorCategory"];
            /** @example Nano */
            label: string;
            /**
             * @description Follower range as the site shows it
             * @example 0-10K
             */
            followers: string;
            minFollowers: number;
            /** @description Exclusive; null for the open-ended top tier */
            maxFollowers: number | null;
        };
        CreatorCategoryListDto: {
            items: components["schemas"]["CreatorCategoryOptionDto"][];
        };
        StateListDto: {
            items: components["schemas"]["IndianState"][];
        };
        SiteNotificationDto: {
            /** Format: uuid */
            id: string;
            /** @example entry_verified */
            kind: string;
            title: string;
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        SiteNotificationListDto: {
            items: components["schemas"]["SiteNotificationDto"][];
        };
        PreferencesDto: {
            announcementsEmail: boolean;
            announcementsSms: boolean;
        };
        UpdatePreferencesDto: {
            /** @description Announcements by e-mail (deadlines, results, organisers’ messages) */
            announcementsEmail?: boolean;
            /** @description Announcements by SMS */
            announcementsSms?: boolean;
        };
        /** @enum {string} */
        NotificationKind: "entry_received" | "entry_verified" | "entry_rejected" | "entry_disqualified" | "entry_reinstated" | "entry_handed_over" | "entry_handed_away" | "account_moved_to_you" | "account_moved_away" | "round_promoted" | "round_not_promoted" | "round_promoted_after_all" | "round_promotion_withdrawn" | "deadline_approaching" | "broadcast" | "jury_assigned" | "jury_deadline_approaching" | "jury_round_closing" | "juror_invited" | "console_password_reset" | "results_published" | "grievance_received" | "grievance_answered" | "grievance_reminder" | "certificate_issued" | "certificate_revoked" | "certificate_reissued" | "grievance_due_alert" | "source_down" | "verification_backlog" | "sms_budget_running_hot";
        /** @enum {string} */
        NotificationChannel: "email" | "sms" | "site";
        /** @enum {string} */
        NotificationCategory: "transactional" | "announcement";
        /** @enum {string} */
        NotificationStatus: "pending" | "queued" | "sending" | "sent" | "failed" | "skipped";
        NotificationDto: {
            /** Format: uuid */
            id: string;
            idempotencyKey: string;
            kind: components["schemas"]["NotificationKind"];
            channel: components["schemas"]["NotificationChannel"];
            category: components["schemas"]["NotificationCategory"];
            /** Format: uuid */
            participantId: string | null;
            /**
             * Format: uuid
             * @description A console account (jurors, organisers)
             */
            accountId: string | null;
            /** @description The template's values */
            params: {
                [key: string]: string;
            };
            status: components["schemas"]["NotificationStatus"];
            attempts: number;
            /** @description Bumped by each retry from the console */
            generation: number;
            lastError: string | null;
            providerResponse: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date-time */
            sentAt: string | null;
            /** Format: uuid */
            broadcastId: string | null;
        };
        /** @enum {string} */
        BroadcastAudience: "all_participants" | "round_promoted" | "pending_entrants" | "jurors";
        /** @enum {string} */
        BroadcastChannel: "site" | "email" | "sms";
        BroadcastDeliveryDto: {
            /** @description Pending, queued or sending */
            pending: number;
            sent: number;
            failed: number;
            skipped: number;
        };
        BroadcastProgressDto: {
            /** Format: uuid */
            id: string;
            audience: components["schemas"]["BroadcastAudience"];
            roundId: number | null;
            subject: string;
            message: string;
            channels: components["schemas"]["BroadcastChannel"][];
            recipients: number;
            /**
             * Format: uuid
             * @description The console account that sent it
             */
            createdBy: string;
            /** Format: date-time */
            createdAt: string;
            progress: components["schemas"]["BroadcastDeliveryDto"];
        };
        BroadcastDto: {
            audience: components["schemas"]["BroadcastAudience"];
            /** @description For round_promoted: the round they were promoted into (2–4) */
            roundId?: number;
            subject: string;
            /** @description Plain text; blank lines make paragraphs in the e-mail */
            message: string;
            /** @description Jurors get e-mail only */
            channels: components["schemas"]["BroadcastChannel"][];
        };
        RenderedEmailDto: {
            subject: string;
            text: string;
            html: string;
        };
        SiteMessageDto: {
            title: string;
            body: string;
        };
        BroadcastPreviewDto: {
            /** @description How many people it reaches now */
            recipients: number;
            email: components["schemas"]["RenderedEmailDto"] | null;
            sms: string | null;
            site: components["schemas"]["SiteMessageDto"] | null;
        };
        RuleSectionDto: {
            id: string;
            title: string;
            items: string[];
            /** @description What the terms say where they differ; null if not */
            termsReading: string | null;
        };
        /** @enum {string} */
        JudgingCriterionName: "creativity_and_innovation" | "cultural_authenticity" | "technical_excellence";
        JudgingCriterionDto: {
            criterion: components["schemas"]["JudgingCriterionName"];
            label: string;
            /** @description Percent */
            weight: number;
        };
        JudgingDto: {
            weights: components["schemas"]["JudgingCriterionDto"][];
        };
        RankingExplanationDto: {
            howItWorks: string;
        };
        LabelledValueDto: {
            value: string;
            label: string;
        };
        SubmissionRulesDto: {
            open: boolean;
            requiredHashtags: string[];
            requiredMention: string;
            maxEntriesPerParticipant: number;
            /** @description The contest’s Instagram account every entrant invites as a Collab collaborator */
            contestHandle: string;
            /** @description The version of the consent the entry form asks for; entries send it back */
            consentVersion: string;
            steps: string[];
        };
        /** @enum {string} */
        RoundStatus: "upcoming" | "open" | "closed";
        /** @enum {string} */
        VoteOncePer: "day" | "round";
        RoundVotingDto: {
            enabled: boolean;
            oncePer: components["schemas"]["VoteOncePer"];
            dailyAllowance: number;
            viewsWeightPercent: number;
            votesWeightPercent: number;
        };
        RoundViewDto: {
            id: number;
            slug: string;
            phase: string;
            title: string;
            description: string;
            participants: string;
            advanceCount: number | null;
            evaluationMethod: string;
            videoRule: string | null;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            /**
             * Format: date-time
             * @description When an organiser closed it (possibly before endsAt)
             */
            closedAt: string | null;
            period: string;
            status: components["schemas"]["RoundStatus"];
            acceptsSubmissions: boolean;
            voting: components["schemas"]["RoundVotingDto"];
        };
        RulesContentDto: {
            rules: components["schemas"]["RuleSectionDto"][];
            judging: components["schemas"]["JudgingDto"];
            ranking: components["schemas"]["RankingExplanationDto"];
            categories: components["schemas"]["LabelledValueDto"][];
            submission: components["schemas"]["SubmissionRulesDto"];
            rounds: components["schemas"]["RoundViewDto"][];
            /** @description The round in progress now; null between rounds */
            openRound: components["schemas"]["RoundViewDto"] | null;
        };
        VideoFilmDto: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "video";
            url: string;
            posterUrl: string | null;
        };
        InstagramFilmDto: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            kind: "instagram";
            url: string;
        };
        OrganiserDto: {
            name: string;
            logoUrl: string | null;
            emblemUrl: string | null;
        };
        PartnerDto: {
            name: string;
            url: string;
            logoUrl: string;
        };
        PrizeDto: {
            title: string;
            description: string;
        };
        JuryMemberDto: {
            name: string;
            title: string;
            photoUrl: string | null;
            bio: string;
        };
        FaqItemDto: {
            question: string;
            answer: string;
        };
        LegalDatesDto: {
            /** Format: date */
            termsUpdated: string;
            /** Format: date */
            privacyUpdated: string;
        };
        SignatoryDto: {
            name: string;
            title: string;
            signatureUrl: string | null;
        };
        CertificateContentDto: {
            organiserName: string;
            logoUrl: string | null;
            signatories: components["schemas"]["SignatoryDto"][];
        };
        PublicContentDto: {
            language: components["schemas"]["SiteLanguage"];
            /** @description The languages the site offers (English first) */
            languages: components["schemas"]["SiteLanguage"][];
            /** Format: date-time */
            updatedAt: string;
            contestName: string;
            tagline: string;
            organiser: components["schemas"]["OrganiserDto"];
            partner: components["schemas"]["PartnerDto"] | null;
            supportEmail: string | null;
            prizes: components["schemas"]["PrizeDto"][];
            awardsText: string;
            jury: components["schemas"]["JuryMemberDto"][];
            introFilm: (components["schemas"]["VideoFilmDto"] | components["schemas"]["InstagramFilmDto"]) | null;
            sampleFilm: (components["schemas"]["VideoFilmDto"] | components["schemas"]["InstagramFilmDto"]) | null;
            shareText: string;
            faq: components["schemas"]["FaqItemDto"][];
            legal: components["schemas"]["LegalDatesDto"];
            certificate: components["schemas"]["CertificateContentDto"];
        };
        LocalisedTextDto: {
            en: string;
            hi?: string | null;
            bn?: string | null;
            mr?: string | null;
            te?: string | null;
            ta?: string | null;
            gu?: string | null;
            ur?: string | null;
            kn?: string | null;
            or?: string | null;
            ml?: string | null;
            pa?: string | null;
            as?: string | null;
        };
        OrganiserRecordDto: {
            name: components["schemas"]["LocalisedTextDto"];
            logoUrl: string | null;
            emblemUrl: string | null;
        };
        PartnerRecordDto: {
            name: components["schemas"]["LocalisedTextDto"];
            url: string;
            logoUrl: string;
        };
        PrizeRecordDto: {
            title: components["schemas"]["LocalisedTextDto"];
            description: components["schemas"]["LocalisedTextDto"];
        };
        JuryMemberRecordDto: {
            name: components["schemas"]["LocalisedTextDto"];
            title: components["schemas"]["LocalisedTextDto"];
            photoUrl: string | null;
            bio: components["schemas"]["LocalisedTextDto"];
        };
        FaqItemRecordDto: {
            question: components["schemas"]["LocalisedTextDto"];
            answer: components["schemas"]["LocalisedTextDto"];
        };
        SignatoryRecordDto: {
            name: components["schemas"]["LocalisedTextDto"];
            title: components["schemas"]["LocalisedTextDto"];
            /** @description A signature image on this site, e.g. /media/….webp */
            signatureUrl: string | null;
        };
        CertificateContentRecordDto: {
            organiserName: components["schemas"]["LocalisedTextDto"];
            logoUrl: string | null;
            signatories: components["schemas"]["SignatoryRecordDto"][];
        };
        /** @enum {string} */
        LanguageReviewState: "draft" | "reviewed";
        LanguageStatusDto: {
            hi: components["schemas"]["LanguageReviewState"];
            bn: components["schemas"]["LanguageReviewState"];
            mr: components["schemas"]["LanguageReviewState"];
            te: components["schemas"]["LanguageReviewState"];
            ta: components["schemas"]["LanguageReviewState"];
            gu: components["schemas"]["LanguageReviewState"];
            ur: components["schemas"]["LanguageReviewState"];
            kn: components["schemas"]["LanguageReviewState"];
            or: components["schemas"]["LanguageReviewState"];
            ml: components["schemas"]["LanguageReviewState"];
            pa: components["schemas"]["LanguageReviewState"];
            as: components["schemas"]["LanguageReviewState"];
        };
        ContentRecordDto: {
            /** @example 1 */
            id: number;
            /** @description Incremented on every save */
            version: number;
            /** Format: date-time */
            updatedAt: string;
            contestName: components["schemas"]["LocalisedTextDto"];
            tagline: components["schemas"]["LocalisedTextDto"];
            organiser: components["schemas"]["OrganiserRecordDto"];
            partner: components["schemas"]["PartnerRecordDto"] | null;
            supportEmail: string | null;
            prizes: components["schemas"]["PrizeRecordDto"][];
            awardsText: components["schemas"]["LocalisedTextDto"];
            jury: components["schemas"]["JuryMemberRecordDto"][];
            introFilm: (components["schemas"]["VideoFilmDto"] | components["schemas"]["InstagramFilmDto"]) | null;
            sampleFilm: (components["schemas"]["VideoFilmDto"] | components["schemas"]["InstagramFilmDto"]) | null;
            shareText: components["schemas"]["LocalisedTextDto"];
            faq: components["schemas"]["FaqItemRecordDto"][];
            legal: components["schemas"]["LegalDatesDto"];
            certificate: components["schemas"]["CertificateContentRecordDto"];
            /** @description The languages the site offers; English is always added */
            languages: components["schemas"]["SiteLanguage"][];
            languageStatus: components["schemas"]["LanguageStatusDto"];
        };
        /** @enum {string} */
        SubmissionCategory: "life" | "action" | "philosophy" | "policies";
        CreateSubmissionDto: {
            /** @example https://www.instagram.com/reel/C9xYz12AbCd/ */
            instagramUrl: string;
            category: components["schemas"]["SubmissionCategory"];
            /**
             * @description The caption carries the contest hashtags
             * @enum {boolean}
             */
            hashtagsAdded: true;
            /**
             * @description The participant accepts the contest terms
             * @enum {boolean}
             */
            consent: true;
            /**
             * @description The consent version the form showed (`submission.consentVersion`)
             * @example 2025-09-15
             */
            consentVersion: string;
            /** @description The language the consent was read in */
            language: components["schemas"]["SiteLanguage"];
        };
        /** @enum {string} */
        SubmissionStatus: "pending" | "verified" | "rejected" | "disqualified";
        /** @enum {string} */
        SampleSource: "collaborative_media" | "business_discovery" | "simulated";
        SubmissionMetricsDto: {
            views: number | null;
            /** @description null: hidden by the owner */
            likes: number | null;
            votes: number;
            /** Format: date-time */
            updatedAt: string | null;
            source: components["schemas"]["SampleSource"] | null;
        };
        /** @enum {string} */
        MissingStepCode: "instagram_handle_missing" | "handle_mismatch" | "ownership_code_missing" | "collab_invitation_missing" | "collab_not_accepted" | "account_not_readable" | "not_a_reel" | "hashtags_missing" | "mention_missing" | "posted_outside_round";
        MissingStepDto: {
            code: components["schemas"]["MissingStepCode"];
            message: string;
        };
        SubmissionViewDto: {
            /** Format: uuid */
            id: string;
            instagramUrl: string;
            category: components["schemas"]["SubmissionCategory"];
            status: components["schemas"]["SubmissionStatus"];
            /** @description Why it was rejected or disqualified */
            rejectionReason: string | null;
            roundId: number;
            /** Format: date-time */
            createdAt: string;
            metrics: components["schemas"]["SubmissionMetricsDto"] | null;
            /** @description On the latest published leaderboard */
            rank: number | null;
            /** @description Empty once decided */
            missingSteps: components["schemas"]["MissingStepDto"][];
        };
        SubmissionListDto: {
            items: components["schemas"]["SubmissionViewDto"][];
        };
        /** @enum {string} */
        EntryRefusalCode: "round_closed" | "not_promoted";
        EntryRefusalDto: {
            code: components["schemas"]["EntryRefusalCode"];
            message: string;
        };
        EntryEligibilityDto: {
            mayEnter: boolean;
            /** @description The round taking entries, when the participant may enter */
            roundId: number | null;
            refusal: components["schemas"]["EntryRefusalDto"] | null;
        };
        EntryRowDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            instagramUrl: string;
            shortcode: string;
            category: components["schemas"]["SubmissionCategory"];
            status: components["schemas"]["SubmissionStatus"];
            statusReason: string | null;
            /** Format: date-time */
            statusChangedAt: string;
            /** @description The round it was submitted in */
            roundId: number;
            /** @description The furthest round it has reached (promotions included) */
            stage: number;
            isDemo: boolean;
            /** @description Organisers only: the account that posted it */
            igUsername?: string | null;
            views: number | null;
            likes: number | null;
            /** @description Organisers only: public votes counted, over every round */
            votes?: number;
            /** Format: date-time */
            metricsAt: string | null;
            /** @description Set for a juror when the round hides views and likes (then null) */
            metricsHidden?: boolean;
            /** @description null until the metrics worker has checked the post */
            autoCheckPassed: boolean | null;
            /** @description The Graph API named another account than the entrant's as the post's owner */
            ownerMismatch: boolean;
            /** @description Organisers only: views jumps the metrics worker flagged */
            anomalies?: number;
            /**
             * Format: uuid
             * @description Organisers only
             */
            participantId?: string;
            /** @description Organisers only */
            author?: string | null;
            creatorCategory?: components["schemas"]["CreatorCategory"] | null;
            /** @description Organisers only */
            stateProvince?: string | null;
        };
        /** @enum {number} */
        JuryRound: 3 | 4;
        /** @enum {string} */
        AssignmentState: "to_score" | "scored" | "abstained" | "not_scored";
        AssignmentRowDto: {
            /** Format: uuid */
            id: string;
            roundId: components["schemas"]["JuryRound"];
            /** Format: uuid */
            submissionId: string;
            /** Format: uuid */
            jurorId: string;
            jurorEmail: string;
            jurorName: string | null;
            /** Format: date-time */
            createdAt: string;
            state: components["schemas"]["AssignmentState"];
            /** Format: uuid */
            scoreId: string | null;
            /** @description The round is closed: the juror's work on it is final (read-only) */
            roundClosed: boolean;
            instagramUrl: string;
            category: string;
        };
        ScoreRowDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            assignmentId: string;
            roundId: number;
            /** Format: uuid */
            submissionId: string;
            /** @description The entry as the lists name it (its Instagram post) */
            shortcode: string;
            instagramUrl: string;
            /** Format: uuid */
            jurorId: string;
            jurorEmail: string;
            /** @description An abstention (conflict of interest): no marks */
            conflict: boolean;
            creativity: number | null;
            culturalAuthenticity: number | null;
            technicalExcellence: number | null;
            /** @description 40/30/30 weighted mark, 0–10; null for an abstention */
            weightedScore: number | null;
            comment: string | null;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        MetricSampleDto: {
            /** Format: date-time */
            sampledAt: string;
            views: number | null;
            likes: number | null;
            source: components["schemas"]["SampleSource"];
        };
        /** @enum {string} */
        InvitationState: "accepted" | "pending" | "missing";
        OwnershipDto: {
            /** @description The entrant's Instagram handle: the account they proved, else as typed (unverified) */
            entrantHandle: string | null;
            /** @description Whether entrantHandle is an account the entrant proved theirs */
            entrantVerified: boolean;
            /** @description The owner the Graph API named */
            ownerUsername: string | null;
            /** @description The link's username, if it has one */
            linkUsername: string | null;
            ownerMatches: boolean | null;
            /** @description false: a personal account, unreadable before the Collab */
            accountReadable: boolean | null;
            invitation: components["schemas"]["InvitationState"] | null;
        };
        ClaimDto: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["SubmissionStatus"];
            statusReason: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            participantId: string;
            author: string | null;
            instagramHandle: string | null;
            linkUsername: string | null;
        };
        /**
         * @description post: someone tried to enter a post another entered; account: a second participant proved an account
         * @enum {string}
         */
        OwnershipClaimKind: "post" | "account";
        /** @enum {string} */
        OwnershipClaimStatus: "open" | "transferred" | "dismissed";
        /**
         * @description Who the post as last read proves owns it: its caption holding their code, or their proven account
         * @enum {string}
         */
        OwnershipClaimProof: "claimant_proven" | "entrant_proven" | "unproven";
        OwnershipClaimDto: {
            /** Format: uuid */
            id: string;
            /** @description post: someone tried to enter a post another entered; account: a second participant proved an account */
            kind: components["schemas"]["OwnershipClaimKind"];
            status: components["schemas"]["OwnershipClaimStatus"];
            /** @description Who the post as last read proves owns it: its caption holding their code, or their proven account */
            proof: components["schemas"]["OwnershipClaimProof"];
            /** @description account claims: the account claimed */
            username: string | null;
            /** @description How many times the claimant tried */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastAttemptAt: string;
            /**
             * Format: uuid
             * @description The console account that resolved it
             */
            resolvedBy: string | null;
            /** Format: date-time */
            resolvedAt: string | null;
            /** Format: uuid */
            submissionId: string;
            instagramUrl: string;
            roundId: number;
            entryStatus: components["schemas"]["SubmissionStatus"];
            /** @description The post's caption as the metrics worker last read it */
            caption: string | null;
            /** @description The owner the Graph API named */
            ownerUsername: string | null;
            /** Format: uuid */
            entrantId: string;
            entrantName: string | null;
            /** @description As typed on their profile: unverified */
            entrantHandle: string | null;
            entrantCode: string;
            entrantProvenUsername: string | null;
            /** Format: uuid */
            claimantId: string;
            claimantName: string | null;
            /** @description As typed on their profile: unverified */
            claimantHandle: string | null;
            claimantCode: string;
            claimantProvenUsername: string | null;
        };
        /** @enum {string} */
        AutoCheckName: "collaboration" | "reel" | "hashtags" | "mention" | "postedInWindow" | "owner";
        AutoCheckItemDto: {
            name: components["schemas"]["AutoCheckName"];
            /** @description What the worker found; null when unknown */
            value: boolean | null;
            /** @description Whether this check lets the entry pass (an unknown owner does) */
            passes: boolean;
        };
        AutoCheckDto: {
            /** Format: date-time */
            checkedAt: string;
            collaborationFound: boolean | null;
            foundVia: string | null;
            isReel: boolean | null;
            hashtagsPresent: boolean | null;
            missingHashtags: string[];
            mentionPresent: boolean | null;
            postedInWindow: boolean | null;
            /** Format: date-time */
            postedAt: string | null;
            /** @description The post's owner is the entrant; null when unknown */
            ownerMatches: boolean | null;
            /** @description Every check, in order; `passed` is all of them passing */
            checks: components["schemas"]["AutoCheckItemDto"][];
            passed: boolean;
        };
        AnomalyFlagDto: {
            id: string;
            previousViews: number | null;
            views: number | null;
            /** Format: date-time */
            previousSampledAt: string | null;
            /** Format: date-time */
            sampledAt: string;
            /** Format: date-time */
            detectedAt: string;
            source: components["schemas"]["SampleSource"];
        };
        /** @enum {string} */
        StatusActorType: "participant" | "system" | "admin";
        StatusChangeDto: {
            fromStatus: components["schemas"]["SubmissionStatus"] | null;
            toStatus: components["schemas"]["SubmissionStatus"];
            reason: string | null;
            actorType: components["schemas"]["StatusActorType"];
            actorId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        EntryDetailDto: {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            createdAt: string;
            instagramUrl: string;
            shortcode: string;
            category: components["schemas"]["SubmissionCategory"];
            status: components["schemas"]["SubmissionStatus"];
            statusReason: string | null;
            /** Format: date-time */
            statusChangedAt: string;
            /** @description The round it was submitted in */
            roundId: number;
            /** @description The furthest round it has reached (promotions included) */
            stage: number;
            isDemo: boolean;
            /** @description Organisers only: the account that posted it */
            igUsername?: string | null;
            views: number | null;
            likes: number | null;
            /** @description Organisers only: public votes counted, over every round */
            votes?: number;
            /** Format: date-time */
            metricsAt: string | null;
            /** @description Set for a juror when the round hides views and likes (then null) */
            metricsHidden?: boolean;
            /** @description null until the metrics worker has checked the post */
            autoCheckPassed: boolean | null;
            /** @description The Graph API named another account than the entrant's as the post's owner */
            ownerMismatch: boolean;
            /** @description Organisers only: views jumps the metrics worker flagged */
            anomalies?: number;
            /**
             * Format: uuid
             * @description Organisers only
             */
            participantId?: string;
            /** @description Organisers only */
            author?: string | null;
            creatorCategory?: components["schemas"]["CreatorCategory"] | null;
            /** @description Organisers only */
            stateProvince?: string | null;
            assignments: components["schemas"]["AssignmentRowDto"][];
            scores: components["schemas"]["ScoreRowDto"][];
            /** @description Empty for a juror when the round hides the figures */
            metricHistory: components["schemas"]["MetricSampleDto"][];
            /** @description Organisers only */
            ownership?: components["schemas"]["OwnershipDto"];
            /** @description Organisers only */
            claims?: components["schemas"]["ClaimDto"][];
            /** @description Organisers only: ownership claims on this entry (attempts to enter its post, account conflicts) */
            ownershipClaims?: components["schemas"]["OwnershipClaimDto"][];
            /** @description Organisers only */
            autoCheck?: components["schemas"]["AutoCheckDto"] | null;
            /** @description Organisers only */
            anomalyFlags?: components["schemas"]["AnomalyFlagDto"][];
            /** @description On the public board; organisers only */
            rank?: number | null;
            /** @description Organisers only */
            history?: components["schemas"]["StatusChangeDto"][];
        };
        /** @enum {string} */
        ConsoleDecision: "verified" | "rejected" | "disqualified";
        EntryStatusDto: {
            status: components["schemas"]["ConsoleDecision"];
            /** @description Required to reject or disqualify; shown to the participant */
            statusReason?: string | null;
        };
        ReinstateEntryDto: {
            /** @description Why the decision is undone (kept in the history and the audit log) */
            reason: string;
            /**
             * Format: uuid
             * @description A grievance about this entry: it records the reinstatement, and so does the audit log's entry
             */
            grievanceId?: string;
        };
        BulkEntryStatusDto: {
            status: components["schemas"]["ConsoleDecision"];
            /** @description Required to reject or disqualify; shown to the participant */
            statusReason?: string | null;
            ids: string[];
        };
        BulkFailureDto: {
            /** Format: uuid */
            id: string;
            code: string;
            message: string;
        };
        BulkOutcomeDto: {
            /** @description Ids of the entries updated */
            updated: string[];
            failed: components["schemas"]["BulkFailureDto"][];
        };
        DisplayNameDto: {
            displayName: string;
        };
        BoardMetricsDto: {
            /** @description null: no figures yet */
            views: number | null;
            /** @description null: no figures yet, or hidden by the owner */
            likes: number | null;
            /** @description Public votes counted in the board's round when the snapshot was taken */
            votes: number;
            source: components["schemas"]["SampleSource"] | null;
        };
        LeaderboardItemDto: {
            /** Format: uuid */
            submissionId: string;
            rank: number;
            instagramUrl: string;
            user: components["schemas"]["DisplayNameDto"];
            metrics: components["schemas"]["BoardMetricsDto"];
            category: string;
            creatorCategory: string | null;
            state: string | null;
            /** Format: date-time */
            submittedAt: string;
        };
        /**
         * @description simulated or mixed: demo figures, which the site labels as such
         * @enum {string}
         */
        BoardSource: "instagram" | "simulated" | "mixed";
        LeaderboardDto: {
            items: components["schemas"]["LeaderboardItemDto"][];
            /**
             * Format: date-time
             * @description null: nothing ranked yet
             */
            lastUpdated: string | null;
            /** @description simulated or mixed: demo figures, which the site labels as such */
            source: components["schemas"]["BoardSource"] | null;
        };
        ContestStatsDto: {
            /** @description Ranked entries */
            entries: number;
            totalViews: number;
            statesRepresented: number;
            /** Format: date-time */
            lastUpdated: string | null;
            source: components["schemas"]["BoardSource"] | null;
        };
        JuryWorkloadDto: {
            assigned: number;
            scored: number;
            abstained: number;
            toScore: number;
        };
        JurorProgressDto: {
            assigned: number;
            scored: number;
            abstained: number;
            toScore: number;
            /** Format: uuid */
            jurorId: string;
            jurorEmail: string;
            jurorName: string | null;
            disabled: boolean;
        };
        JuryProgressDto: {
            /** @description null: both jury rounds */
            roundId: number | null;
            totals: components["schemas"]["JuryWorkloadDto"];
            jurors: components["schemas"]["JurorProgressDto"][];
        };
        CreateAssignmentDto: {
            roundId: components["schemas"]["JuryRound"];
            submissionId: string;
            jurorId: string;
        };
        AutoAssignDto: {
            roundId: components["schemas"]["JuryRound"];
            /** @description How many jurors should mark each entry */
            jurorsPerEntry: number;
            /** @description Only these jurors (default: every active juror) */
            jurorIds?: string[];
        };
        AssignmentShortfallDto: {
            /** Format: uuid */
            submissionId: string;
            /** @description Jurors still missing (not enough without a conflict) */
            missing: number;
        };
        AutoAssignResultDto: {
            created: number;
            shortfalls: components["schemas"]["AssignmentShortfallDto"][];
        };
        JuryConflictRowDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            jurorId: string;
            jurorEmail: string;
            jurorName: string | null;
            /** Format: uuid */
            participantId: string;
            participantName: string | null;
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        CreateJuryConflictDto: {
            /** @description The juror (a jury console account) */
            jurorId: string;
            /** @description The participant whose entries this juror must not judge */
            participantId: string;
            /** @description Why, for the record (e.g. "cousin", "same studio") */
            reason?: Record<string, never>;
        };
        JurySettingsRowDto: {
            /** @description The round */
            id: components["schemas"]["JuryRound"];
            showMetricsToJury: boolean;
            /** Format: date-time */
            updatedAt: string;
        };
        UpdateJurySettingsDto: {
            /** @description Whether jurors see entries' views and likes while they score this round */
            showMetricsToJury: boolean;
        };
        CreateScoreDto: {
            /** @description true: abstain, declaring a conflict of interest with this entry */
            conflict?: boolean;
            /** @description Creativity and innovation (40 %) */
            creativity?: number | null;
            /** @description Cultural authenticity (30 %) */
            culturalAuthenticity?: number | null;
            /** @description Technical excellence (30 %) */
            technicalExcellence?: number | null;
            comment?: string | null;
            assignmentId: string;
        };
        ScoreFieldsDto: {
            /** @description true: abstain, declaring a conflict of interest with this entry */
            conflict?: boolean;
            /** @description Creativity and innovation (40 %) */
            creativity?: number | null;
            /** @description Cultural authenticity (30 %) */
            culturalAuthenticity?: number | null;
            /** @description Technical excellence (30 %) */
            technicalExcellence?: number | null;
            comment?: string | null;
        };
        /**
         * @description Set when another entry has the same final score: what decided their order (higher jury score, then higher creativity mark, then the earlier entry)
         * @enum {string}
         */
        TieBreak: "jury_score" | "creativity" | "earlier_entry";
        ResultRowDto: {
            /**
             * Format: uuid
             * @description The entry's id
             */
            id: string;
            /** Format: uuid */
            submissionId: string;
            roundId: number;
            instagramUrl: string;
            author: string | null;
            category: string;
            jurorCount: number;
            abstentions: number;
            meanCreativity: number | null;
            meanCulturalAuthenticity: number | null;
            meanTechnicalExcellence: number | null;
            /** @description Mean weighted mark, 0–10 */
            juryScore: number | null;
            /** @description After per-juror z-scores, 0–10; null unless asked */
            juryScoreNormalised: number | null;
            views: number | null;
            /** @description 0–10, relative to the round's most-viewed entry */
            viewsScore: number | null;
            finalScore: number | null;
            rank: number;
            /** @description Set when another entry has the same final score: what decided their order (higher jury score, then higher creativity mark, then the earlier entry) */
            tieBreak: components["schemas"]["TieBreak"] | null;
            normalised: boolean;
            /** @description Round 3: the share of views in the final score */
            viewsWeight: number | null;
        };
        /**
         * @description entry_decision: a rejection, disqualification or a round not passed; personal_data: DPDP rights
         * @enum {string}
         */
        GrievanceTopic: "entry_decision" | "personal_data" | "other";
        RaiseGrievanceDto: {
            /** @description entry_decision: a rejection, disqualification or a round not passed; personal_data: DPDP rights */
            topic: components["schemas"]["GrievanceTopic"];
            /**
             * Format: uuid
             * @description One of your own entries; required for entry_decision
             */
            submissionId?: string | null;
            /** @description What happened and what you ask for */
            message: string;
        };
        /** @enum {string} */
        GrievanceStatus: "open" | "in_progress" | "answered" | "closed";
        MyGrievanceDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The short reference every message about it quotes
             * @example G-1A2B3C4D
             */
            reference: string;
            topic: components["schemas"]["GrievanceTopic"];
            /** Format: uuid */
            submissionId: string | null;
            /** @description The entry it is about: its Instagram link */
            instagramUrl: string | null;
            message: string;
            status: components["schemas"]["GrievanceStatus"];
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The organisers answer by then
             */
            dueAt: string;
            /** @description The organisers' answer */
            reply: string | null;
            /** Format: date-time */
            answeredAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
        };
        MyGrievancesDto: {
            /** @description Newest first */
            items: components["schemas"]["MyGrievanceDto"][];
            /** @description Days the organisers have to answer a grievance (GRIEVANCE_RESPONSE_DAYS) */
            responseDays: number;
            /** @description How many grievances may wait for an answer at once */
            maxOpen: number;
            /** @description As many wait for an answer as maxOpen: raising one more is refused (409) */
            atLimit: boolean;
        };
        GrievanceRowDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The short reference every message about it quotes
             * @example G-1A2B3C4D
             */
            reference: string;
            topic: components["schemas"]["GrievanceTopic"];
            /** Format: uuid */
            submissionId: string | null;
            /** @description The entry it is about: its Instagram link */
            instagramUrl: string | null;
            message: string;
            status: components["schemas"]["GrievanceStatus"];
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The organisers answer by then
             */
            dueAt: string;
            /** @description The organisers' answer */
            reply: string | null;
            /** Format: date-time */
            answeredAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            /** Format: uuid */
            participantId: string;
            participantName: string | null;
            entryStatus: components["schemas"]["SubmissionStatus"] | null;
            /** @description The reason the entrant was given (rejected, disqualified) */
            entryStatusReason: string | null;
            /** Format: uuid */
            assigneeId: string | null;
            assigneeEmail: string | null;
            /** @description Whole days until dueAt while unanswered (negative: days overdue); null once answered or closed */
            daysLeft: number | null;
            /**
             * @description daysLeft in words, as reminders word it ("12 days left", "1 day overdue"); null with daysLeft
             * @example 3 days overdue
             */
            countdown: string | null;
            /** @description Unanswered and past its due date */
            overdue: boolean;
            /**
             * Format: date-time
             * @description Its entry was reinstated from it
             */
            reinstatedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        GrievanceNoteDto: {
            id: string;
            /** Format: uuid */
            authorId: string | null;
            authorEmail: string;
            body: string;
            /** Format: date-time */
            createdAt: string;
        };
        GrievanceDetailDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description The short reference every message about it quotes
             * @example G-1A2B3C4D
             */
            reference: string;
            topic: components["schemas"]["GrievanceTopic"];
            /** Format: uuid */
            submissionId: string | null;
            /** @description The entry it is about: its Instagram link */
            instagramUrl: string | null;
            message: string;
            status: components["schemas"]["GrievanceStatus"];
            /** Format: date-time */
            receivedAt: string;
            /**
             * Format: date-time
             * @description The organisers answer by then
             */
            dueAt: string;
            /** @description The organisers' answer */
            reply: string | null;
            /** Format: date-time */
            answeredAt: string | null;
            /** Format: date-time */
            closedAt: string | null;
            /** Format: uuid */
            participantId: string;
            participantName: string | null;
            entryStatus: components["schemas"]["SubmissionStatus"] | null;
            /** @description The reason the entrant was given (rejected, disqualified) */
            entryStatusReason: string | null;
            /** Format: uuid */
            assigneeId: string | null;
            assigneeEmail: string | null;
            /** @description Whole days until dueAt while unanswered (negative: days overdue); null once answered or closed */
            daysLeft: number | null;
            /**
             * @description daysLeft in words, as reminders word it ("12 days left", "1 day overdue"); null with daysLeft
             * @example 3 days overdue
             */
            countdown: string | null;
            /** @description Unanswered and past its due date */
            overdue: boolean;
            /**
             * Format: date-time
             * @description Its entry was reinstated from it
             */
            reinstatedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
            notes: components["schemas"]["GrievanceNoteDto"][];
        };
        /** @enum {string} */
        GrievanceSettableStatus: "open" | "in_progress" | "closed";
        UpdateGrievanceDto: {
            status?: components["schemas"]["GrievanceSettableStatus"];
            /**
             * Format: uuid
             * @description An enabled organiser; null: nobody
             */
            assigneeId?: string | null;
        };
        GrievanceNoteInputDto: {
            body: string;
        };
        GrievanceReplyDto: {
            /** @description The answer the participant reads on the site */
            reply: string;
            /** @description Close it with this answer (default: answered, still open to follow-up) */
            close?: boolean;
        };
        ConsoleLoginDto: {
            /** @example organiser@example.org */
            email: string;
            password: string;
        };
        /** @enum {string} */
        ConsoleRole: "admin" | "jury";
        ConsoleActorDto: {
            /** Format: uuid */
            id: string;
            email: string;
            displayName: string | null;
            role: components["schemas"]["ConsoleRole"];
        };
        ConsoleSessionDto: {
            accessToken: string;
            refreshToken: string;
            /** @description Seconds until the access token expires */
            expiresIn: number;
            account: components["schemas"]["ConsoleActorDto"];
        };
        ConsoleRefreshDto: {
            refreshToken: string;
        };
        InvitationDetailsDto: {
            email: string;
            role: components["schemas"]["ConsoleRole"];
            /** Format: date-time */
            expiresAt: string;
        };
        AcceptInvitationDto: {
            /** @description The token from the invitation link */
            token: string;
            password: string;
        };
        PasswordResetRequestDto: {
            /** @example organiser@example.org */
            email: string;
        };
        /**
         * @description null once the account has a password; else whether its latest invitation link still works
         * @enum {string}
         */
        ConsoleInvitationState: "pending" | "expired";
        ConsoleAccountDto: {
            /** Format: uuid */
            id: string;
            email: string;
            displayName: string | null;
            role: components["schemas"]["ConsoleRole"];
            disabled: boolean;
            /**
             * Format: date-time
             * @description The latest sign-in lock on it
             */
            lockedUntil: string | null;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description null once the account has a password; else whether its latest invitation link still works */
            invitation: components["schemas"]["ConsoleInvitationState"] | null;
            /** Format: date-time */
            invitationExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        InviteConsoleAccountDto: {
            /** @example organiser@example.org */
            email: string;
            role: components["schemas"]["ConsoleRole"];
            displayName?: string;
        };
        UpdateConsoleAccountDto: {
            displayName?: Record<string, never> | null;
            role?: components["schemas"]["ConsoleRole"];
            disabled?: boolean;
            /** @description Sets a new password and signs the account out everywhere */
            password?: string;
            /** @description true lifts a sign-in lock before it runs out */
            unlock?: boolean;
        };
        /** @enum {string} */
        LoginOutcome: "success" | "bad_password" | "unknown_account" | "locked" | "disabled";
        ConsoleLoginAttemptDto: {
            /** @example 42 */
            id: string;
            email: string;
            /** Format: uuid */
            accountId: string | null;
            outcome: components["schemas"]["LoginOutcome"];
            ip: string | null;
            userAgent: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        AuditEntryDto: {
            /** @example 42 */
            id: string;
            /** Format: uuid */
            actorId: string | null;
            actorEmail: string;
            /** @description The console account's display name, if it has one */
            actorName: string | null;
            /**
             * @description `resource.verb`
             * @example entry.reject
             */
            action: string;
            /** @example entries */
            resource: string;
            resourceId: string | null;
            /**
             * @description The record acted on, as people name it (null when it no longer exists)
             * @example Anjali Rao · https://www.instagram.com/reel/C0ffee/
             */
            target: string | null;
            /** @description The record before the change (any JSON; null for a creation) */
            before: Record<string, never> | null;
            /** @description The record after the change (any JSON) */
            after: Record<string, never> | null;
            /** Format: date-time */
            createdAt: string;
        };
        EntriesByStatusDto: {
            pending: number;
            verified: number;
            rejected: number;
            disqualified: number;
        };
        DayCountDto: {
            /**
             * Format: date
             * @description IST day
             */
            day: string;
            count: number;
        };
        PendingEntriesDto: {
            count: number;
            /** Format: date-time */
            oldestCreatedAt: string | null;
            oldestAgeSeconds: number | null;
        };
        /** @enum {string} */
        MetricsProviderName: "instagram" | "simulated" | "disabled";
        /** @enum {string} */
        InstagramTokenState: "valid" | "refused" | "not_checked" | "not_used";
        /** @enum {string} */
        MetricsSourceStatus: "ok" | "token_rejected" | "permission_missing";
        /** @enum {string} */
        RefreshCycleStatus: "running" | "completed" | "failed";
        RefreshCycleSummaryDto: {
            id: string;
            provider: string;
            status: components["schemas"]["RefreshCycleStatus"];
            pages: number;
            samples: number;
            error: string | null;
            /** Format: date-time */
            startedAt: string;
            /** Format: date-time */
            finishedAt: string | null;
        };
        MetricsSourceDto: {
            health: components["schemas"]["HealthCheckDto"];
            provider: components["schemas"]["MetricsProviderName"];
            /** @description Demo figures are shown somewhere */
            simulated: boolean;
            token: components["schemas"]["InstagramTokenState"];
            status: components["schemas"]["MetricsSourceStatus"];
            reason: string | null;
            /**
             * Format: date-time
             * @description The last completed cycle
             */
            lastSuccessAt: string | null;
            /** Format: date-time */
            lastGraphSuccessAt: string | null;
            /** Format: date-time */
            throttledUntil: string | null;
            throttled: boolean;
            /** @description Graph API usage, percent of the allowance */
            usagePercent: number | null;
            lastCycle: components["schemas"]["RefreshCycleSummaryDto"] | null;
        };
        DashboardBoardDto: {
            /** Format: date-time */
            lastUpdated: string | null;
            source: components["schemas"]["BoardSource"] | null;
            top: components["schemas"]["LeaderboardItemDto"][];
        };
        SmsBudgetDto: {
            sentThisHour: number;
            hourlyBudget: number;
            /** @description Where sign-in codes stop; the rest is kept for signed-in people verifying a mobile */
            signInCeiling: number;
            /** @description SMS sent at which organisers are alerted (SMS_BUDGET_ALERT_PERCENT) */
            alertAt: number;
            runningHot: boolean;
        };
        DashboardDto: {
            entriesByStatus: components["schemas"]["EntriesByStatusDto"];
            /** @description The last 30 IST days, oldest first */
            entriesPerDay: components["schemas"]["DayCountDto"][];
            pending: components["schemas"]["PendingEntriesDto"];
            metricsSource: components["schemas"]["MetricsSourceDto"];
            leaderboard: components["schemas"]["DashboardBoardDto"];
            smsBudget: components["schemas"]["SmsBudgetDto"];
        };
        ParticipantRowDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            email: string | null;
            phoneNumber: string | null;
            stateProvince: string | null;
            creatorCategory: components["schemas"]["CreatorCategory"] | null;
            /** @description Their Instagram handle: the proven account once verified */
            instagramHandle: string | null;
            /** @description Whether the handle is an account proven theirs (else only typed: unverified) */
            instagramVerified: boolean;
            /** @description The code that, in a post's caption, proves the post's account theirs */
            ownershipCode: string;
            profileComplete: boolean;
            blocked: boolean;
            /** Format: date-time */
            blockedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description How many entries they have submitted */
            entries: number;
        };
        /** @enum {string} */
        IdentityProvider: "google" | "phone" | "email";
        IdentityDto: {
            provider: components["schemas"]["IdentityProvider"];
            subject: string;
            email: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastUsedAt: string;
        };
        ParticipantDetailDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
            email: string | null;
            phoneNumber: string | null;
            stateProvince: string | null;
            creatorCategory: components["schemas"]["CreatorCategory"] | null;
            /** @description Their Instagram handle: the proven account once verified */
            instagramHandle: string | null;
            /** @description Whether the handle is an account proven theirs (else only typed: unverified) */
            instagramVerified: boolean;
            /** @description The code that, in a post's caption, proves the post's account theirs */
            ownershipCode: string;
            profileComplete: boolean;
            blocked: boolean;
            /** Format: date-time */
            blockedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description How many entries they have submitted */
            entries: number;
            /** @description How they sign in */
            identities: components["schemas"]["IdentityDto"][];
        };
        ParticipantBlockDto: {
            /** @description true blocks the participant and signs them out everywhere; false unblocks */
            blocked: boolean;
        };
        RoundTranslationDto: {
            title?: string;
            description?: string;
            evaluationMethod?: string;
            participantsLabel?: string;
            videoRule?: string;
        };
        RoundTranslationsDto: {
            hi?: components["schemas"]["RoundTranslationDto"];
            bn?: components["schemas"]["RoundTranslationDto"];
            mr?: components["schemas"]["RoundTranslationDto"];
            te?: components["schemas"]["RoundTranslationDto"];
            ta?: components["schemas"]["RoundTranslationDto"];
            gu?: components["schemas"]["RoundTranslationDto"];
            ur?: components["schemas"]["RoundTranslationDto"];
            kn?: components["schemas"]["RoundTranslationDto"];
            or?: components["schemas"]["RoundTranslationDto"];
            ml?: components["schemas"]["RoundTranslationDto"];
            pa?: components["schemas"]["RoundTranslationDto"];
            as?: components["schemas"]["RoundTranslationDto"];
        };
        /** @enum {string} */
        RankingKind: "views" | "blend" | "combined" | "jury";
        RankingMethodDto: {
            ranking: components["schemas"]["RankingKind"];
            /** @description Jury rounds: per-juror normalised scores */
            normalised?: boolean;
            /** @description Blend and Round 3: the share of views in the final score (0–1) */
            viewsWeight?: number;
            /** @description Blend: the share of public votes in the final score (0–1) */
            votesWeight?: number;
        };
        RoundRowDto: {
            id: number;
            slug: string;
            phase: string;
            title: string;
            description: string;
            advanceCount: number | null;
            evaluationMethod: string;
            videoRule: string | null;
            status: components["schemas"]["RoundStatus"];
            acceptsSubmissions: boolean;
            /** Format: date-time */
            startsAt: string | null;
            /** Format: date-time */
            endsAt: string | null;
            participantsLabel: string;
            votingEnabled: boolean;
            voteOncePer: components["schemas"]["VoteOncePer"];
            voteDailyAllowance: number;
            viewsWeightPercent: number;
            translations: components["schemas"]["RoundTranslationsDto"];
            /** Format: date-time */
            updatedAt: string;
            /** @description Verified entries taking part */
            verifiedEntries: number;
            /** @description Entries in the round still awaiting verification (closing leaves them out) */
            pendingEntries: number;
            /** Format: date-time */
            closedAt: string | null;
            closedBy: string | null;
            /** @description How many went through when it was closed; null while open, and for the final */
            promoted: number | null;
            method: components["schemas"]["RankingMethodDto"] | null;
            /**
             * Format: date-time
             * @description When an organiser published the round's results; null: not published
             */
            publishedAt: string | null;
            /**
             * Format: date-time
             * @description Published results are public from this time on; null: at once (or not published)
             */
            embargoUntil: string | null;
        };
        UpdateRoundDto: {
            /** @example 2025-10-26T23:59:59+05:30 */
            startsAt?: Record<string, never> | null;
            endsAt?: Record<string, never> | null;
            /** @description true moves the "accepts submissions" flag to this round */
            acceptsSubmissions?: boolean;
            /** @description How many entries go through to the next round */
            advanceCount?: Record<string, never> | null;
            title?: string;
            description?: string;
            evaluationMethod?: string;
            videoRule?: Record<string, never> | null;
            /** @description Public voting open inside the round's dates */
            votingEnabled?: boolean;
            /** @description One vote per voter per entry per IST day, or per round */
            voteOncePer?: components["schemas"]["VoteOncePer"];
            /** @description Votes one voter may cast per IST day (1-1000) */
            voteDailyAllowance?: number;
            /** @description Share of views in the blended score, 0-100 (votes have the rest) */
            viewsWeightPercent?: number;
            /** @description The round's texts in other languages (replaces every language's set; a language left out has none) */
            translations?: components["schemas"]["RoundTranslationsDto"];
        };
        RankedEntryDto: {
            position: number;
            /** Format: uuid */
            submissionId: string;
            instagramUrl: string;
            author: string | null;
            views: number | null;
            /** @description What the ranking sorts on */
            score: number | null;
        };
        PromotionPreviewDto: {
            roundId: number;
            /** @description null: the final round */
            nextRoundId: number | null;
            count: number;
            method: components["schemas"]["RankingMethodDto"];
            /** @description Creators with a verified film in the round */
            total: number;
            /** @description Entries in the round still awaiting verification: closing leaves them out */
            pendingEntries: number;
            advancing: components["schemas"]["RankedEntryDto"][];
            /** @description The entries just below the line */
            cut: components["schemas"]["RankedEntryDto"][];
            /** @description The last one in and the first one out tie: the tie-break decided */
            tieAtBoundary: boolean;
        };
        CloseRoundDto: {
            /** @description How many go through (default: the round's advance count) */
            count?: number;
            normalised?: boolean;
            /** @description The last entry through in the preview the organiser saw; 409 if it moved */
            lastAdvancingId?: string;
            /** @description Close although entries still await verification (they are left out); else 409 close_not_acknowledged */
            acknowledgePendingEntries?: boolean;
            /** @description Close although nobody goes through to the next round; else 409 close_not_acknowledged */
            acknowledgeNobodyThrough?: boolean;
        };
        UndoReasonDto: {
            /** @description Why the decision is undone (kept in the history and the audit log) */
            reason: string;
        };
        /** @enum {string} */
        ContestStage: "upcoming" | "entries_open" | "voting" | "jury" | "finalists_announced" | "winners_announced" | "results_announced";
        ContestStageDto: {
            stage: components["schemas"]["ContestStage"];
            /** @description The round running now; null between rounds */
            currentRoundId: number | null;
            /** @description The latest round with public results */
            latestResultsRoundId: number | null;
        };
        TranslatedTextsDto: {
            hi?: string;
            bn?: string;
            mr?: string;
            te?: string;
            ta?: string;
            gu?: string;
            ur?: string;
            kn?: string;
            or?: string;
            ml?: string;
            pa?: string;
            as?: string;
        };
        /** @enum {string} */
        ResultOutcome: "top500" | "top100" | "finalists" | "winners";
        PublishedRoundDto: {
            roundId: number;
            /** @description The round's title as the organisers wrote it */
            title: string;
            /** @description The round's title in other languages */
            translations: components["schemas"]["TranslatedTextsDto"];
            outcome: components["schemas"]["ResultOutcome"];
            /**
             * Format: date-time
             * @description When the results became public
             */
            publishedAt: string;
            /** @description Lines on its results page: creators who went through, or the winners */
            count: number;
        };
        ResultsIndexDto: {
            stage: components["schemas"]["ContestStageDto"];
            /** @description In round order */
            items: components["schemas"]["PublishedRoundDto"][];
        };
        ResultFiguresDto: {
            views: number | null;
            likes: number | null;
            votes: number | null;
            /** @description percent_rank of views among the round’s entries, 0–1 */
            viewsPercentile: number | null;
            /** @description percent_rank of votes among the round’s entries, 0–1 */
            votesPercentile: number | null;
            /** @description The blended score the ranking sorted on, 0–1 */
            score: number | null;
        };
        ResultPrizeDto: {
            title: string;
            /** @description The title in other languages (missing: show the English) */
            translations: components["schemas"]["TranslatedTextsDto"];
        };
        ResultLineDto: {
            /** @description The rank in the round's frozen final ranking */
            place: number;
            /** Format: uuid */
            submissionId: string;
            /** @description As the leaderboard shows it ("Asha R.") */
            displayName: string;
            state: string | null;
            category: components["schemas"]["SubmissionCategory"];
            instagramUrl: string;
            /** @description Rounds 1–2: what the ranking used */
            figures?: components["schemas"]["ResultFiguresDto"];
            /** @description Rounds 3–4: the final jury score, 0–10 */
            score?: number | null;
            /** @description Round 4: the prize of this place (the site's prizes) */
            prize?: components["schemas"]["ResultPrizeDto"];
        };
        RoundResultsDto: {
            roundId: number;
            title: string;
            /** @description The round's title in other languages */
            translations: components["schemas"]["TranslatedTextsDto"];
            outcome: components["schemas"]["ResultOutcome"];
            /**
             * Format: date-time
             * @description When the results became public; null in a preview of unpublished results
             */
            publishedAt: string | null;
            /** @description Lines matching the filters */
            total: number;
            items: components["schemas"]["ResultLineDto"][];
        };
        MyResultDto: {
            /** @description null: not among the published lines */
            line: components["schemas"]["ResultLineDto"] | null;
            /** @description Lines before theirs (unfiltered), for ?offset= */
            offset: number | null;
        };
        PublishRoundDto: {
            /**
             * Format: date-time
             * @description The results become public at this time (in the future); omitted: at once
             */
            embargoUntil?: string;
        };
        RoundPublicationDto: {
            roundId: number;
            /**
             * Format: date-time
             * @description When an organiser published it
             */
            publishedAt: string;
            /**
             * Format: date-time
             * @description null: public since publishedAt
             */
            embargoUntil: string | null;
            /** @description Public now (published, and any embargo has passed) */
            public: boolean;
        };
        /** @enum {string} */
        MediaKind: "image" | "film";
        MediaUploadDto: {
            id: number;
            kind: components["schemas"]["MediaKind"];
            /**
             * @description The path to store in the content: the widest rendition of an image, or the film
             * @example /media/3f6c0a9e1b2d4c5e6f708192-1280.webp
             */
            url: string;
            /** @description Images: the widths written, each at the same name with its width (for srcset) */
            widths: number[] | null;
            /** @description Images: the widest rendition, in pixels */
            width: number | null;
            height: number | null;
            /** @description Size of the uploaded file in bytes */
            bytes: number;
            /** @description The file name on the uploader’s computer */
            originalName: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        VoteAcceptedDto: {
            /** @description The entry's votes in the round being voted on, this one included */
            votes: number;
            /** @description When this voter may vote for this entry again */
            nextVoteAt: string | null;
        };
        PhoneStartDto: {
            /**
             * @description Any common notation; without a prefix, an Indian number
             * @example +91 98765 43210
             */
            phone: string;
        };
        PhoneVerifyDto: {
            /** @example +919876543210 */
            phone: string;
            /** @example 123456 */
            code: string;
        };
        VerifiedPhoneDto: {
            /** @example +919876543210 */
            phone: string;
        };
        PublicEntryMetricsDto: {
            views: number | null;
            likes: number | null;
            /** @description While voting is open, the live count; after it, the board round's */
            votes: number;
            source: components["schemas"]["SampleSource"] | null;
        };
        VotingWindowDto: {
            roundId: number;
            /** Format: date-time */
            closesAt: string;
        };
        PublicEntryDto: {
            /** Format: uuid */
            submissionId: string;
            instagramUrl: string;
            user: components["schemas"]["DisplayNameDto"];
            category: string;
            creatorCategory: string | null;
            state: string | null;
            /** Format: date-time */
            submittedAt: string;
            /** @description On the last published board; null until ranked */
            rank: number | null;
            metrics: components["schemas"]["PublicEntryMetricsDto"];
            /** @description The round taking votes for it now, if any */
            voting: components["schemas"]["VotingWindowDto"] | null;
        };
        VoteFlagCountsDto: {
            newAccount: number;
            sameAddress: number;
            burst: number;
        };
        VoteTimelineHourDto: {
            /** Format: date-time */
            hour: string;
            votes: number;
            voided: number;
            flagged: number;
            burst: boolean;
        };
        VoteReviewDto: {
            counted: number;
            voided: number;
            /** @description Counted votes carrying at least one flag */
            flagged: number;
            /** @description flagged / counted, 0 to 1 */
            flaggedShare: number;
            flags: components["schemas"]["VoteFlagCountsDto"];
            timeline: components["schemas"]["VoteTimelineHourDto"][];
        };
        VoidVotesDto: {
            /** @description Why (kept in the audit log and on each voided vote) */
            reason: string;
            /** @description Void this voter's counted votes for the entry */
            voterId?: string;
            /** @description Void the flagged votes cast from this time… */
            flaggedFrom?: string;
            /** @description …until this time (exclusive) */
            flaggedTo?: string;
        };
        VotesVoidedDto: {
            voided: number;
            votes: components["schemas"]["VoteReviewDto"];
        };
        /** @enum {string} */
        CertificateKind: "participation" | "round_advanced" | "winner";
        BilingualTextDto: {
            en: string;
            /** @description In the certificate's `language` */
            local: string;
        };
        MyCertificateDto: {
            /**
             * @description The public verification code
             * @example K7QM-3XPA-9RWD
             */
            code: string;
            kind: components["schemas"]["CertificateKind"];
            roundId: number;
            /** @description The language printed beside English: the holder's, or Hindi for a holder who uses the site in English */
            language: components["schemas"]["SiteLanguage"];
            /** @description The round as the certificate names it (organisers' title) */
            roundTitle: components["schemas"]["BilingualTextDto"];
            /** @description What it certifies, e.g. "Selected for the Top 500" */
            achievement: components["schemas"]["BilingualTextDto"];
            /** @description A winner's place; null for the other kinds */
            place: number | null;
            /** Format: date-time */
            issuedAt: string;
            revoked: boolean;
            /**
             * @description Path under /api/v1 answering the PDF to its holder; null once revoked
             * @example /api/v1/me/certificates/K7QM-3XPA-9RWD/pdf
             */
            downloadUrl: string | null;
        };
        MyCertificatesDto: {
            items: components["schemas"]["MyCertificateDto"][];
        };
        /** @enum {string} */
        CertificateStatus: "valid" | "revoked";
        /**
         * @description Why it no longer verifies: revoked by the organisers, the entry disqualified, or the results withdrawn
         * @enum {string}
         */
        CertificateRevocationCause: "revoked_by_organisers" | "entry_disqualified" | "results_unpublished";
        CertificateVerificationDto: {
            code: string;
            status: components["schemas"]["CertificateStatus"];
            /** @description Why it no longer verifies: revoked by the organisers, the entry disqualified, or the results withdrawn */
            revocation: components["schemas"]["CertificateRevocationCause"] | null;
            /** @description The holder's name as on their profile when it was issued */
            holderName: string;
            kind: components["schemas"]["CertificateKind"];
            /** @description The language printed beside English: the holder's, or Hindi for a holder who uses the site in English */
            language: components["schemas"]["SiteLanguage"];
            achievement: components["schemas"]["BilingualTextDto"];
            roundId: number;
            roundTitle: components["schemas"]["BilingualTextDto"];
            place: number | null;
            /** Format: date-time */
            issuedAt: string;
        };
        CertificateRowDto: {
            code: string;
            status: components["schemas"]["CertificateStatus"];
            /** @description Why it no longer verifies: revoked by the organisers, the entry disqualified, or the results withdrawn */
            revocation: components["schemas"]["CertificateRevocationCause"] | null;
            /** @description The holder's name as on their profile when it was issued */
            holderName: string;
            kind: components["schemas"]["CertificateKind"];
            /** @description The language printed beside English: the holder's, or Hindi for a holder who uses the site in English */
            language: components["schemas"]["SiteLanguage"];
            achievement: components["schemas"]["BilingualTextDto"];
            roundId: number;
            roundTitle: components["schemas"]["BilingualTextDto"];
            place: number | null;
            /** Format: date-time */
            issuedAt: string;
            /** @description The code, as react-admin names a record */
            id: string;
            /** Format: uuid */
            participantId: string;
            /** Format: uuid */
            submissionId: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description The organisers' reason (console only) */
            revokeReason: string | null;
            /** @description The code of the certificate that replaced it */
            replacedBy: string | null;
        };
        RevokeCertificateDto: {
            /** @description Why it is revoked (the holder is told; kept in the audit log) */
            reason: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LivenessDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProviderSignInController_url: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInUrlDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProviderSignInController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To the site, `#code=…` or `#error=…&error_description=…` */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProviderSignInController_redeem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderReturnCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CodeSignInController_startOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneCodeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The outside provider (SMS, e-mail, Google) failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CodeSignInController_startPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneCodeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The outside provider (SMS, e-mail, Google) failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CodeSignInController_startEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailCodeRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The outside provider (SMS, e-mail, Google) failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CodeSignInController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SessionController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponseDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SessionController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogoutDto"];
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileViewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_erase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileViewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeController_export: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every table that holds something about the participant, by name */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProfileOptionsController_categories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatorCategoryListDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ProfileOptionsController_states: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StateListDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeNotificationsController_list: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SiteNotificationListDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeNotificationsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferencesDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MeNotificationsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePreferencesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferencesDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UnsubscribeController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A short HTML page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsConsoleController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsConsoleController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsConsoleController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BroadcastsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastProgressDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BroadcastsController_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastProgressDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BroadcastsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastProgressDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BroadcastsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BroadcastDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BroadcastPreviewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ContestController_rules: {
        parameters: {
            query?: {
                lang?: components["schemas"]["SiteLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RulesContentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ContentController_site: {
        parameters: {
            query?: {
                lang?: components["schemas"]["SiteLanguage"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicContentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ContentConsoleController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentRecordDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ContentConsoleController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContentRecordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContentRecordDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubmissionsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubmissionDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionViewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubmissionsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionListDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubmissionsController_eligibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryEligibilityDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubmissionsController_findOne: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubmissionViewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntriesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntriesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryDetailDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntriesController_decide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EntryStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntriesController_reinstate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReinstateEntryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EntryRowDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntriesController_decideMany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkEntryStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkOutcomeDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OwnershipClaimsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipClaimDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OwnershipClaimsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipClaimDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OwnershipClaimsController_transfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipClaimDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    OwnershipClaimsController_dismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipClaimDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LeaderboardController_board: {
        parameters: {
            query?: {
                /** @description As listed by GET /profile/states */
                state?: components["schemas"]["IndianState"];
                creatorCategory?: components["schemas"]["CreatorCategory"];
                category?: components["schemas"]["SubmissionCategory"];
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardDto"];
                };
            };
            /** @description The `If-None-Match` ETag is still current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LeaderboardController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LeaderboardController_stats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContestStatsDto"];
                };
            };
            /** @description The `If-None-Match` ETag is still current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAssignmentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_progress: {
        parameters: {
            query?: {
                /** @description One jury round (default: both) */
                roundId?: components["schemas"]["JuryRound"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuryProgressDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignment removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssignmentRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryAssignmentsController_auto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutoAssignDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutoAssignResultDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryConflictsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuryConflictRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryConflictsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateJuryConflictDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuryConflictRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryConflictsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuryConflictRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryConflictsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conflict removed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JuryConflictRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JurySettingsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JurySettingsRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JurySettingsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JurySettingsRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JurySettingsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateJurySettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JurySettingsRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryScoresController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryScoresController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScoreDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryScoresController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    JuryScoresController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScoreFieldsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScoreRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ResultsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGrievancesDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesController_raise: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaiseGrievanceDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyGrievanceDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesConsoleController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrievanceRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesConsoleController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrievanceDetailDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesConsoleController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateGrievanceDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrievanceDetailDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesConsoleController_addNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrievanceNoteInputDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrievanceDetailDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GrievancesConsoleController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GrievanceReplyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GrievanceDetailDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ConsoleAuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSessionDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ConsoleAuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleRefreshDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSessionDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ConsoleAuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsoleRefreshDto"];
            };
        };
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ConsoleAuthController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleActorDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    InvitationController_check: {
        parameters: {
            query: {
                /** @description The token from the invitation link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetailsDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Gone: a single-use link already used, replaced or expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    InvitationController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptInvitationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationDetailsDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Gone: a single-use link already used, replaced or expired */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PasswordResetController_requestReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestDto"];
            };
        };
        responses: {
            /** @description If the address is an enabled console account, a link is on its way */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AccountsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleAccountDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AccountsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteConsoleAccountDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleAccountDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AccountsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleAccountDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AccountsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateConsoleAccountDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleAccountDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AccountsController_resend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleAccountDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    LoginAttemptsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleLoginAttemptDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuditController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuditController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DashboardController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExportsController_entries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExportsController_participants: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExportsController_results: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Rounds 1–2: the round is not closed yet (results_round_not_closed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExportsController_scores: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ExportsController_grievances: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A CSV download */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ParticipantsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ParticipantsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantDetailDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ParticipantsController_setBlocked: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ParticipantBlockDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ParticipantDetailDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateRoundDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_preview: {
        parameters: {
            query?: {
                /** @description How many go through (default: the round's advance count) */
                count?: number;
                /** @description Rounds 3 and 4: rank on per-juror normalised scores */
                normalised?: boolean;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromotionPreviewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_close: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CloseRoundDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundsController_reopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UndoReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicResultsController_index: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResultsIndexDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicResultsController_round: {
        parameters: {
            query?: {
                /** @description As listed by GET /profile/states */
                state?: components["schemas"]["IndianState"];
                category?: components["schemas"]["SubmissionCategory"];
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                roundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResultsDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicResultsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyResultDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundPublicationController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishRoundDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundPublicationDto"];
                };
            };
            /** @description Invalid request (validation_failed names each field) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundPublicationController_unpublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundPublicationDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RoundPublicationController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundResultsDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ResultsShareController_linkPreview: {
        parameters: {
            query?: {
                lang?: components["schemas"]["SiteLanguage"];
            };
            header?: never;
            path: {
                roundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML tags, every value escaped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ResultsShareController_image: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ResultsShareController_winnerLinkPreview: {
        parameters: {
            query?: {
                lang?: components["schemas"]["SiteLanguage"];
            };
            header?: never;
            path: {
                roundId: number;
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML tags, every value escaped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ResultsShareController_winnerImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                roundId: number;
                submissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MediaConsoleController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUploadDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MediaConsoleController_uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUploadDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The upload is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MediaConsoleController_uploadFilm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaUploadDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The upload is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The file is not of an accepted type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    VotesController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoteAcceptedDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    VotesController_startPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneStartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CodeSentDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The outside provider (SMS, e-mail, Google) failed */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    VotesController_verifyPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PhoneVerifyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedPhoneDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Too many tries; details say when to retry */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicEntryController_entry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicEntryDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PublicEntryController_linkPreview: {
        parameters: {
            query?: {
                lang?: components["schemas"]["SiteLanguage"];
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML tags, every value escaped */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntryVotesController_review: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VoteReviewDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    EntryVotesController_void: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VoidVotesDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VotesVoidedDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MyCertificatesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyCertificatesDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MyCertificatesController_pdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CertificateVerificationController_verify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateVerificationDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CertificatesConsoleController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description `<resource> <first>-<last>/<total>` */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateRowDto"][];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CertificatesConsoleController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CertificatesConsoleController_revoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RevokeCertificateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description The request body is larger than allowed */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CertificatesConsoleController_reissue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new certificate */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificateRowDto"];
                };
            };
            /** @description Invalid request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Authentication required, or the token is not valid */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Signed in, but not allowed (role, blocked account…) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description Unexpected failure (logged) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description A dependency is down; retry shortly */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
