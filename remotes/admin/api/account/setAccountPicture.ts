import { http, HttpResponse } from 'msw';
import type { AccountPictureResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { dropMediaAt, mediaUrl, storeUploadedPicture } from '@atrium/mocks/lib/media';

/**
 * POST /api/account/picture (addition) — the body is the picture itself (PNG, JPEG, GIF or WebP, at
 * most 256 KB; the page scales a photo down first): it becomes the signed-in account's photo, shown
 * wherever its avatar is (navbar, users list, chat). 200 with its address (`avatar`). 400 for a body
 * that is not such a picture, whatever its Content-Type says (an SVG could carry script); 413 when too
 * large. The previous photo is forgotten.
 */
export const setAccountPicture = http.post(
  api('/api/account/picture'),
  authorized('signed-in', async ({ request, account }) => {
    const picture = await storeUploadedPicture(request, account.id);
    if (picture instanceof Response) return picture;
    const user = db.users.find((u) => u.id === account.id)!;
    dropMediaAt(user.avatar);
    user.avatar = mediaUrl(picture.id);
    return HttpResponse.json<AccountPictureResponse>({ avatar: user.avatar });
  }),
);

/** DELETE /api/account/picture (addition) — the account shows its initials again; 200 `{ avatar: '' }`. */
export const removeAccountPicture = http.delete(
  api('/api/account/picture'),
  authorized('signed-in', ({ account }) => {
    const user = db.users.find((u) => u.id === account.id)!;
    dropMediaAt(user.avatar);
    user.avatar = '';
    return HttpResponse.json<AccountPictureResponse>({ avatar: user.avatar });
  }),
);
