import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { toBase64, type StoredEmailFile } from '../files/fileStore';
import { sampleFiles } from './sampleFiles';

/** The sample mailbox's files, the demo admin's, as the file store keeps them. */
export function buildEmailFiles(): StoredEmailFile[] {
  return sampleFiles().map((f) => ({
    id: f.id,
    ownerId: DEMO_ADMIN_ID,
    fileName: f.fileName,
    type: f.type,
    bytes: f.bytes.length,
    data: toBase64(f.bytes),
    createdAt: 0,
  }));
}
