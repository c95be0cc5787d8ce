// The member directory's search (issue 13; docs/decisions/0039-member-directory-search.md): per
// profile, the PostgreSQL text-search document of what other members may read of it (public_doc,
// GIN-indexed for prefix queries; a member's match of their own whole profile is worked out per
// search, for that one row), the keys it keeps private, the name it sorts by and its accepted lists. The database keeps the rows
// current itself: a trigger after every statement writing profiles (saves, forced updates, meta and
// privacy choices, avatars, favourites) or list memberships, one on every statement writing fields that refreshes
// every row when the set of private profile data schemas changed, and the account's deletion
// cascades. Whatever writes a profile, by whichever path, cannot leave the index behind.
import { sql, type Kysely } from 'kysely';

/*
 * Which profile values others may not read: the keys of profile data schemas marked private,
 * with each member's own choices (meta settings.privacy.data) over them. The same rule as
 * privateProfileKeys + privateKeysOf in operations/profiles/private-profile-keys.ts; the
 * directory's API tests check they agree.
 */
const statements = `
create function tessera_schema_private_keys() returns text[] language sql stable as $$
  select coalesce(array_agg(distinct f.data -> 'schema' ->> 'key' order by f.data -> 'schema' ->> 'key'), '{}')
  from fields f
  where f.data -> 'schema' ->> 'source' = 'profile' and f.data -> 'schema' ->> 'privacy' = 'private'
$$;

create function tessera_profile_private_keys(data jsonb, schema_private text[]) returns text[] language sql immutable as $$
  with choices as (
    select c.key, c.value from jsonb_each_text(case jsonb_typeof(data -> 'meta' -> 'settings' -> 'privacy' -> 'data')
      when 'object' then data -> 'meta' -> 'settings' -> 'privacy' -> 'data' else '{}'::jsonb end) c
  )
  select coalesce(array_agg(key order by key), '{}') from (
    select unnest(schema_private) as key
    union
    select key from choices where value = 'private'
  ) k
  where not exists (select 1 from choices where choices.key = k.key and choices.value = 'public')
$$;

-- Every text value of the profile (nested ones too), as words in no particular language: names,
-- towns and skills are not stemmed, and one configuration serves all nine languages.
create function tessera_profile_doc(profile jsonb) returns tsvector language sql immutable as $$
  select jsonb_to_tsvector('simple', coalesce(profile, '{}'::jsonb) - 'avatarFileId', '["string"]')
$$;

create function tessera_sort_name(profile jsonb) returns text language sql immutable as $$
  select nullif(lower(trim(coalesce(profile ->> 'lastName', '') || ' ' || coalesce(profile ->> 'firstName', ''))), '')
$$;

-- Brings the rows of these accounts in line with their profiles.
create function tessera_refresh_profile_search(account_ids integer[]) returns void language sql volatile as $$
  with schema_private as (select tessera_schema_private_keys() as keys),
  computed as (
    select p.account_id, p.data -> 'profile' as profile, tessera_profile_private_keys(p.data, s.keys) as keys
    from profiles p cross join schema_private s
    where p.account_id = any(account_ids)
  )
  insert into profile_search (account_id, public_doc, private_keys, sort_name, list_ids, hidden_list_ids)
  select account_id, tessera_profile_doc(profile - keys), keys, tessera_sort_name(profile - keys),
    array(select m.user_list_id from list_memberships m where m.account_id = c.account_id and m.state = 'accepted' and not m.hidden order by 1),
    array(select m.user_list_id from list_memberships m where m.account_id = c.account_id and m.state = 'accepted' and m.hidden order by 1)
  from computed c
  on conflict (account_id) do update set
    public_doc = excluded.public_doc, private_keys = excluded.private_keys, sort_name = excluded.sort_name,
    list_ids = excluded.list_ids, hidden_list_ids = excluded.hidden_list_ids
$$;

-- Once per statement, over the rows it wrote: a bulk insert of thousands of profiles is one refresh.
create function tessera_profile_search_on_profiles() returns trigger language plpgsql as $$
begin
  perform tessera_refresh_profile_search(array(select account_id from written));
  return null;
end
$$;

-- The same for memberships: the accounts whose memberships a statement wrote or removed.
create function tessera_profile_search_on_memberships() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform tessera_refresh_profile_search(array(select distinct account_id from removed));
  elsif tg_op = 'UPDATE' then
    perform tessera_refresh_profile_search(array(select account_id from written union select account_id from removed));
  else
    perform tessera_refresh_profile_search(array(select distinct account_id from written));
  end if;
  return null;
end
$$;

create function tessera_profile_search_on_fields() returns trigger language plpgsql as $$
declare
  current_keys text[] := tessera_schema_private_keys();
begin
  if current_keys is distinct from (select keys from profile_search_schema_keys) then
    update profile_search_schema_keys set keys = current_keys;
    perform tessera_refresh_profile_search(array(select account_id from profiles));
  end if;
  return null;
end
$$;

create trigger profiles_search_on_insert after insert on profiles
  referencing new table as written for each statement execute function tessera_profile_search_on_profiles();

create trigger profiles_search_on_update after update on profiles
  referencing new table as written for each statement execute function tessera_profile_search_on_profiles();

create trigger memberships_search_on_insert after insert on list_memberships
  referencing new table as written for each statement execute function tessera_profile_search_on_memberships();

create trigger memberships_search_on_update after update on list_memberships
  referencing old table as removed new table as written for each statement execute function tessera_profile_search_on_memberships();

create trigger memberships_search_on_delete after delete on list_memberships
  referencing old table as removed for each statement execute function tessera_profile_search_on_memberships();

create trigger fields_search_refresh after insert or update or delete on fields
  for each statement execute function tessera_profile_search_on_fields()
`.split(/;\n\n/);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('profile_search')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('public_doc', sql`tsvector`, (c) => c.notNull())
    .addColumn('private_keys', sql`text[]`, (c) => c.notNull())
    // Last then first name as others see them; null when the member keeps both private.
    .addColumn('sort_name', 'text')
    // The lists that accepted the member, visibly and hidden: list filters and the words typed
    // meet inside one GIN index instead of joining memberships.
    .addColumn('list_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('hidden_list_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await sql`create index profile_search_words_and_lists on profile_search using gin (public_doc, list_ids)`.execute(db);
  await sql`create index profile_search_sort on profile_search (sort_name, account_id)`.execute(db);
  // The private profile data schemas the rows were last computed with (one row).
  await db.schema.createTable('profile_search_schema_keys')
    .addColumn('keys', sql`text[]`, (c) => c.notNull())
    .execute();
  await sql`insert into profile_search_schema_keys (keys) values ('{}')`.execute(db);
  // One statement per query: PGlite's extended protocol takes no more.
  for (const statement of statements) await sql.raw(statement).execute(db);
  await sql`update profile_search_schema_keys set keys = tessera_schema_private_keys()`.execute(db);
  await sql`select tessera_refresh_profile_search(array(select account_id from profiles))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ['memberships_search_on_insert', 'memberships_search_on_update', 'memberships_search_on_delete']) {
    await sql.raw(`drop trigger ${trigger} on list_memberships`).execute(db);
  }
  await sql`drop trigger fields_search_refresh on fields`.execute(db);
  await sql`drop trigger profiles_search_on_insert on profiles`.execute(db);
  await sql`drop trigger profiles_search_on_update on profiles`.execute(db);
  for (const fn of ['tessera_profile_search_on_fields()', 'tessera_profile_search_on_memberships()', 'tessera_profile_search_on_profiles()', 'tessera_refresh_profile_search(integer[])',
    'tessera_sort_name(jsonb)', 'tessera_profile_doc(jsonb)', 'tessera_profile_private_keys(jsonb, text[])', 'tessera_schema_private_keys()']) {
    await sql.raw(`drop function ${fn}`).execute(db);
  }
  await db.schema.dropTable('profile_search_schema_keys').execute();
  await db.schema.dropTable('profile_search').execute();
}
