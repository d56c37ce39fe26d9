-- Issue 29: events.repo.ts encoded the social links twice (JSON.stringify, then postgres.js's jsonb serializer), so
-- every row held a JSON string ('"{}"') instead of an object. Written with sql.json since; the rows repaired here.
update events set social_links = (social_links #>> '{}')::jsonb where jsonb_typeof(social_links) = 'string';
update events set social_links = '{}'::jsonb where social_links is null or jsonb_typeof(social_links) <> 'object';
alter table events add constraint events_social_links_object check (jsonb_typeof(social_links) = 'object');
