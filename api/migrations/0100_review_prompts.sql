-- Review prompts in the notifications (issue 11): once a booking's review window opens, each side that may review
-- it is told once ('review_due'), with a link to where they write it. The partial unique index makes the prompt
-- job idempotent across runs and API instances.
select allow_check_value('notifications', 'notifications_kind_check', 'kind', 'review_due');

create unique index notifications_review_due_once on notifications (user_id, booking_id) where kind = 'review_due';
