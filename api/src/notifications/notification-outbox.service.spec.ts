import type { EntityManager } from 'typeorm';
import type { NotificationOutboxRepository, ParticipantMessage } from './notification-outbox.repository';
import { NotificationOutboxService } from './notification-outbox.service';

/** The outbox's rules against an in-memory repository: which message, to whom, on which channels, under which key. */
function outboxWith() {
  const toParticipant: ParticipantMessage[] = [];
  const toAccount: Array<Parameters<NotificationOutboxRepository['toAccount']>[1]> = [];
  const toAdmins: Array<{ kind: string; params: object; eventKey: string }> = [];
  const repository: Pick<NotificationOutboxRepository, 'toParticipant' | 'toAccount' | 'toAdmins'> = {
    toParticipant: (_manager, message) => {
      toParticipant.push(message);
      return Promise.resolve();
    },
    toAccount: (_manager, message) => {
      toAccount.push(message);
      return Promise.resolve(1);
    },
    toAdmins: (kind, params, eventKey) => {
      toAdmins.push({ kind, params, eventKey });
      return Promise.resolve(1);
    },
  };
  const service = new NotificationOutboxService(repository as NotificationOutboxRepository);
  return { service, toParticipant, toAccount, toAdmins };
}

const manager = {} as EntityManager;
const entry = {
  id: 'e1',
  participantId: 'p1',
  instagramUrl: 'https://www.instagram.com/reel/ABC/',
  category: 'unknown-theme',
  statusReason: null,
  statusChangedAt: new Date('2026-03-01T10:00:00Z'),
};

describe('notification outbox', () => {
  it("keys an entry's news by the entry, its new status and the time of the change", async () => {
    const { service, toParticipant } = outboxWith();
    await service.entryStatusChanged(manager, entry, 'pending', 'verified');
    expect(toParticipant).toEqual([
      {
        key: `entry:e1:verified:${entry.statusChangedAt.getTime()}`,
        kind: 'entry_verified',
        category: 'transactional',
        params: {
          entryUrl: entry.instagramUrl,
          entryId: 'e1',
          category: 'unknown-theme',
          categoryLabel: 'unknown-theme',
        },
        channels: ['site', 'email', 'sms'],
        participantId: 'p1',
      },
    ]);
  });

  it('tells both people of a hand-over, each under a key of the claim and their own kind', async () => {
    const { service, toParticipant } = outboxWith();
    await service.ownershipMoved(manager, {
      claimId: 'c1',
      what: 'entry',
      params: { entryUrl: 'u' },
      from: 'p1',
      to: 'p2',
    });
    expect(toParticipant.map(({ key, kind, participantId }) => [key, kind, participantId])).toEqual([
      ['handover:c1:entry_handed_over', 'entry_handed_over', 'p2'],
      ['handover:c1:entry_handed_away', 'entry_handed_away', 'p1'],
    ]);
  });

  it("sends an invitation's id, never its link, keyed by the invitation", async () => {
    const { service, toAccount } = outboxWith();
    await service.consoleInvitation(manager, {
      invitationId: 'i1',
      accountId: 'a1',
      roleLabel: 'juror',
      inviteExpires: 'tomorrow',
    });
    expect(toAccount).toEqual([
      {
        key: 'invitation:i1',
        kind: 'juror_invited',
        accountId: 'a1',
        params: { roleLabel: 'juror', inviteExpires: 'tomorrow', invitationId: 'i1' },
      },
    ]);
  });

  it('alerts the organisers of a source failure once a day per cause and token', async () => {
    const { service, toAdmins } = outboxWith();
    await service.metricsSourceDown(manager, 'token_rejected', 'token rejected', 'fp1');
    expect(toAdmins).toEqual([
      {
        kind: 'source_down',
        params: { problem: 'token rejected' },
        eventKey: expect.stringMatching(/^source-down:token_rejected:fp1:\d{4}-\d{2}-\d{2}$/) as string,
      },
    ]);
  });
});
