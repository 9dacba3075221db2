/** @jest-environment node */
import { courseColor, courseProgress, sectionDone } from './courseProgress';

describe('course progress', () => {
  it('is a whole percentage', () => {
    expect(courseProgress({ completedTasks: 1, totalTasks: 3 })).toBe(33);
    expect(courseProgress({ completedTasks: 12, totalTasks: 12 })).toBe(100);
    expect(courseProgress({ completedTasks: 0, totalTasks: 0 })).toBe(0);
  });
  it('counts the done topics of a section', () => {
    const section = {
      id: 's',
      title: 'S',
      status: '1/2',
      time: '1 min',
      topics: [
        { id: 'a', title: 'a', time: '1 min', minutes: 1, isCompleted: true },
        { id: 'b', title: 'b', time: '1 min', minutes: 1, isCompleted: false },
      ],
    };
    expect(sectionDone(section)).toEqual({ done: 1, total: 2 });
  });
  it('keeps known colours only', () => {
    expect(courseColor('info')).toBe('info');
    expect(courseColor('purple')).toBe('primary');
  });
});
