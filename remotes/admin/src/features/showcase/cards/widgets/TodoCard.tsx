import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Button, Card, CardContent, CardHeader, Checkbox, Chip, IconButton, TextField } from '@atrium/ui';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_CARDS_NS } from '../strings';

interface Task {
  id: number;
  text: string;
  done: boolean;
}

const Tasks = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;

const Done = styled.span<{ $done: boolean }>`
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
  color: ${({ theme, $done }) => ($done ? theme.palette.text.secondary : 'inherit')};
`;

const AddRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  & > :first-child {
    flex: 1;
  }
`;

/** A to-do list: tick a task, add one (an empty one is refused with a message), delete one. */
export function TodoCard() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const titleId = useId();
  const inputId = useId();
  const [tasks, setTasks] = useState<Task[]>(() =>
    (['review', 'meeting', 'deploy'] as const).map((key, i) => ({
      id: i,
      text: t(`widgets.todo.tasks.${key}`),
      done: i === 0,
    })),
  );
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const done = tasks.filter((task) => task.done).length;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) {
      setError(t('widgets.todo.required'));
      return;
    }
    setTasks((all) => [...all, { id: Math.max(-1, ...all.map((x) => x.id)) + 1, text, done: false }]);
    setDraft('');
    setError(undefined);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader
        title={<span id={titleId}>{t('widgets.todo.title')}</span>}
        action={
          <Chip size="sm" color={done === tasks.length ? 'success' : 'primary'}>
            {t('widgets.todo.progress', { done, total: tasks.length })}
          </Chip>
        }
      />
      <CardContent>
        <Tasks aria-label={t('widgets.todo.title')}>
          {tasks.map((task) => (
            <li key={task.id}>
              <Checkbox
                checked={task.done}
                onCheckedChange={(checked) =>
                  setTasks((all) => all.map((x) => (x.id === task.id ? { ...x, done: checked === true } : x)))
                }
                label={<Done $done={task.done}>{task.text}</Done>}
              />
              <IconButton
                size="sm"
                aria-label={t('widgets.todo.delete', { task: task.text })}
                onClick={() => setTasks((all) => all.filter((x) => x.id !== task.id))}
              >
                <IconTrash size={16} aria-hidden="true" />
              </IconButton>
            </li>
          ))}
        </Tasks>
        <AddRow onSubmit={add} noValidate>
          <TextField
            id={inputId}
            size="sm"
            label={t('widgets.todo.new')}
            value={draft}
            error={error}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="submit"
            size="sm"
            startIcon={<IconPlus size={16} aria-hidden="true" />}
            style={{ marginBlockStart: '1.6rem' }}
          >
            {t('widgets.todo.add')}
          </Button>
        </AddRow>
      </CardContent>
    </Card>
  );
}
