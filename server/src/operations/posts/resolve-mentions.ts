// Mentions: each @ in the text is matched to the longest member name it starts (mentionCandidates):
// a member's public name (first plus last), or their first name alone when no other member has it.
import { mentionCandidates, pickMentions, type PostMention } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

const firstName = sql<string>`lower(trim(data->'profile'->>'firstName'))`;
const fullName = sql<string>`lower(trim(concat_ws(' ', nullif(trim(data->'profile'->>'firstName'), ''), nullif(trim(data->'profile'->>'lastName'), ''))))`;

/** Names to account ids; a name two members share maps to null (naming neither: nobody is told by mistake). */
function uniqueNames(rows: readonly { accountId: number; name: string }[]): Map<string, number | null> {
  const byName = new Map<string, number | null>();
  for (const { accountId, name } of rows) byName.set(name, byName.has(name) && byName.get(name) !== accountId ? null : accountId);
  return byName;
}

/** The members `text` mentions, each once, with the name as written (without the @). */
export async function resolveMentions(db: Db, text: string): Promise<PostMention[]> {
  const candidates = mentionCandidates(text);
  const names = [...new Set(candidates.flat())];
  if (names.length === 0) return [];
  const rows = await db.selectFrom('profiles').select(['accountId', fullName.as('full'), firstName.as('first')])
    .where((eb) => eb.or([eb(fullName, 'in', names), eb(firstName, 'in', names)])).execute();
  const full = uniqueNames(rows.map(({ accountId, full: name }) => ({ accountId, name })));
  const first = uniqueNames(rows.map(({ accountId, first: name }) => ({ accountId, name })));
  const accountOf = (name: string) => full.get(name) ?? first.get(name) ?? null;
  const seen = new Set<number>();
  return pickMentions(candidates, (name) => accountOf(name) !== null).flatMap((name) => {
    const accountId = accountOf(name)!;
    if (seen.has(accountId)) return [];
    seen.add(accountId);
    return [{ accountId, name: originalSpelling(text, name) }];
  });
}

/** `name` as the text writes it (the match was made in lower case). */
function originalSpelling(text: string, name: string): string {
  const at = text.toLowerCase().indexOf(`@${name}`);
  return at < 0 ? name : text.slice(at + 1, at + 1 + name.length);
}
