import type { Course } from '@atrium/contracts';
import { academyStats } from './academyStats';

const course = (id: number, completedTasks: number, totalTasks: number, tags: Course['tags']) =>
  ({ id, completedTasks, totalTasks, tags }) as Course;

describe('academyStats', () => {
  it('counts completed, in progress and not started courses, and the mean progress', () => {
    const stats = academyStats([course(1, 10, 10, 'Web'), course(2, 5, 10, 'Web'), course(3, 0, 10, 'Art')]);
    expect(stats).toMatchObject({
      total: 3,
      completed: 1,
      inProgress: 1,
      notStarted: 1,
      averageProgress: 50,
    });
    expect(stats.byTag).toEqual([
      { tag: 'Web', count: 2 },
      { tag: 'Art', count: 1 },
    ]);
  });

  it('is all zeros without courses', () => {
    expect(academyStats([])).toMatchObject({ total: 0, completed: 0, averageProgress: 0, byTag: [] });
  });
});
