import type { RequestHandler } from 'msw';
import { login } from './auth/login';
import { getSession } from './auth/getSession';
import { register, verifyEmail } from './auth/register';
import { forgotPassword, resetPassword } from './auth/passwordReset';
import { sendTwoStepsCode, verifyTwoSteps } from './auth/twoSteps';
import { resendVerifyEmail } from './auth/verifyEmailResend';
import { listOutbox } from './dev/outbox';
import { sendContactMessage } from './front/sendContactMessage';
import { subscribeToLaunch } from './front/subscribeToLaunch';
import { createPayment } from './front/createPayment';
import { placeOrder } from './front/placeOrder';
import { contentHandlers } from './contentHandlers';

/** The handlers the public pages call (a part of `handlers`, the same ones): see browserPublic.ts. */
export const publicHandlers: RequestHandler[] = [
  login,
  getSession,
  register,
  forgotPassword,
  resetPassword,
  sendTwoStepsCode,
  verifyTwoSteps,
  resendVerifyEmail,
  verifyEmail,
  listOutbox,
  ...contentHandlers,
  sendContactMessage,
  subscribeToLaunch,
  createPayment,
  placeOrder,
];
