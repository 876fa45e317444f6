// The versioned design with its version check left out (a bug to study): the amendment's UPDATE takes the
// new version from the client, `:expected + 1`, and never compares the one it replaces. Two amendments from
// the same stale read both reach the outbox INSERT with the same aggregate_version; UNIQUE (aggregate_type,
// aggregate_id, aggregate_version) refuses the second, and its whole transaction rolls back with a 500. The
// order keeps the first amendment, and the warehouse gets one event per version still: the backstop held.
import { amendUnguarded } from '../programs/amend';
import type { Design } from './design';
import { versioned, versionedPrograms } from './versioned';

// Everything but the amendment's UPDATE is the versioned design's.
export const versionedUnguarded = {
  ...versioned,
  id: 'versioned-unguarded',
  texts: {
    en: {
      name: 'Versioned, version unchecked',
      summary:
        "As Outbox + inbox, versioned, but the amendment's UPDATE sets version = :expected + 1 without checking " +
        "the version it replaces (a bug): only the outbox's UNIQUE (aggregate_type, aggregate_id, aggregate_version) " +
        'stops a stale amendment.',
    },
    ja: {
      name: 'バージョン付き(バージョン確認なし)',
      summary:
        '「アウトボックス + インボックス(バージョン付き)」と同じですが、' +
        '変更の UPDATE が置き換える版を確かめずに version = :expected + 1 と書きます(わざと入れたバグ)。' +
        '古いバージョンからの変更を止めるのは、outbox の UNIQUE (aggregate_type, aggregate_id, aggregate_version) だけです。',
    },
  },
  programs: (options) => versionedPrograms(options, amendUnguarded),
} satisfies Design;
