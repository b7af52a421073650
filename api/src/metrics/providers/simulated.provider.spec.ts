import { SimulatedProvider, simulatedFigures } from './simulated.provider';

const entered = new Date('2025-10-01T00:00:00Z');
const hoursLater = (h: number) => new Date(entered.getTime() + h * 3_600_000);

describe('simulated figures', () => {
  it('are the same for the same shortcode and time, whoever computes them, without Math.random', () => {
    const random = jest.spyOn(Math, 'random');
    expect(simulatedFigures('C9xYz12AbCd', entered, hoursLater(30))).toEqual(
      simulatedFigures('C9xYz12AbCd', entered, hoursLater(30)),
    );
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });

  it('differ between posts and only grow with time', () => {
    const codes = Array.from({ length: 50 }, (_, i) => `Code${i}Abcdef`);
    const views = new Set(codes.map((code) => simulatedFigures(code, entered, hoursLater(48)).views));
    expect(views.size).toBeGreaterThan(40);
    for (const code of codes) {
      let previous = -1;
      for (const hours of [0, 1, 6, 24, 72, 240]) {
        const { views: now } = simulatedFigures(code, entered, hoursLater(hours));
        expect(now).toBeGreaterThanOrEqual(previous);
        previous = now;
      }
    }
    expect(simulatedFigures('Any', entered, entered).views).toBe(0);
  });

  it('hide likes as null for some posts, never as zero views of likes', () => {
    const hidden = Array.from({ length: 400 }, (_, i) =>
      simulatedFigures(`Post${i}xyz`, entered, hoursLater(100)),
    ).filter((figures) => figures.likes === null);
    expect(hidden.length).toBeGreaterThan(5);
    expect(hidden.length).toBeLessThan(50);
  });

  it('marks every observation as simulated', async () => {
    const provider = new SimulatedProvider(
      {
        byShortcodes: async () => [],
        nextUnsampledOwner: async () => null,
        acceptableInvitations: async () => [],
        provenHolders: async () => new Map(),
        after: async (id) =>
          id
            ? []
            : [
                {
                  id: 'a',
                  shortcode: 'C9xYz12AbCd',
                  status: 'verified',
                  roundId: 1,
                  createdAt: entered,
                  entrant: { participantId: 'p', ownershipCode: 'AFC-222222', provenUsername: null },
                },
              ],
      },
      () => hoursLater(24),
    );
    const page = await provider.fetchPage(null, {} as never);
    expect(page.observations).toEqual([expect.objectContaining({ submissionId: 'a', source: 'simulated' })]);
    expect(page.next).toBeNull();
    expect(page.calls).toBe(0);
  });
});
