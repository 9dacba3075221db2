import { ChangePasswordCard } from './ChangePasswordCard';
import { TwoStepCard } from './TwoStepCard';
import { AccountSessionsCard } from './AccountSessionsCard';
import { Stack } from './formLayout';

/**
 * Security: change the password (rules at the fields, the current one checked by the API), two-step
 * verification (saved at each switch), the account's open sessions (each can be signed out).
 */
export function SecurityTab({ twoStep }: { twoStep: boolean }) {
  return (
    <Stack>
      <ChangePasswordCard />
      <TwoStepCard twoStep={twoStep} />
      <AccountSessionsCard />
    </Stack>
  );
}
