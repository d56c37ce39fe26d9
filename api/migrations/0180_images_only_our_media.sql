-- Issue 27 (ADR 0047): image addresses are our own photos (/api/media/<id>/w320|w640|w1280.webp) or https images of
-- an allowed host (IMAGE_HOSTS, default Google account photos). Addresses stored before, which any string could be
-- (javascript:, trackers), are forgotten; the allowed hosts of a deployment are judged by the API from now on, so only
-- what no deployment allows goes here: anything that is neither our media path nor an https address.
update users set profile_image_url = null
where profile_image_url is not null
  and profile_image_url !~* '^(/api/media/[0-9a-f-]{36}/w(320|640|1280)\.webp|https://[^/?#@ ]+(/[^ ]*)?)$';

update establishments set images = array(
  select i from unnest(images) as i
  where i ~* '^(/api/media/[0-9a-f-]{36}/w(320|640|1280)\.webp|https://[^/?#@ ]+(/[^ ]*)?)$'
)
where images <> '{}';

update room_types set images = array(
  select i from unnest(images) as i
  where i ~* '^(/api/media/[0-9a-f-]{36}/w(320|640|1280)\.webp|https://[^/?#@ ]+(/[^ ]*)?)$'
)
where images <> '{}';

update events set images = array(
  select i from unnest(images) as i
  where i ~* '^(/api/media/[0-9a-f-]{36}/w(320|640|1280)\.webp|https://[^/?#@ ]+(/[^ ]*)?)$'
)
where images <> '{}';
