import { broadcastProgress } from './broadcasts.service';
import type { NotificationBroadcast } from './notification.entity';

const broadcast = (id: string) => ({ id, subject: 'Finale night' }) as NotificationBroadcast;

describe('broadcast progress', () => {
  it('counts each broadcast apart, queued and sending messages and unexpanded recipients as pending', () => {
    const [first, second, quiet] = broadcastProgress(
      [broadcast('b1'), broadcast('b2'), broadcast('b3')],
      [
        { broadcast_id: 'b1', status: 'sent', count: 4 },
        { broadcast_id: 'b1', status: 'queued', count: 2 },
        { broadcast_id: 'b1', status: 'sending', count: 1 },
        { broadcast_id: 'b1', status: 'pending', count: 10 },
        { broadcast_id: 'b2', status: 'failed', count: 3 },
        { broadcast_id: 'b2', status: 'skipped', count: 5 },
      ],
    );
    expect(first).toEqual({
      id: 'b1',
      subject: 'Finale night',
      progress: { pending: 13, sent: 4, failed: 0, skipped: 0 },
    });
    expect(second.progress).toEqual({ pending: 0, sent: 0, failed: 3, skipped: 5 });
    expect(quiet.progress).toEqual({ pending: 0, sent: 0, failed: 0, skipped: 0 });
  });
});
