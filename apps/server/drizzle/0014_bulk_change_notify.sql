-- Every change to a bulk batch or its items is announced on `bulk_batch_changed` (payload: the batch id), so event
-- streams in every process re-read a batch only when it changed. Statement-level: a 1,000-row insert sends one
-- notification per batch, and PostgreSQL folds repeats within a transaction.
CREATE FUNCTION "ollida_notify_bulk_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bulk_batch_changed', changed.batch_id::text)
    FROM (SELECT DISTINCT batch_id FROM changed_items) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "ollida_notify_bulk_batches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bulk_batch_changed', changed.id::text) FROM changed_batches AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bulk_items_notify_insert" AFTER INSERT ON "bulk_items"
  REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "ollida_notify_bulk_items"();
--> statement-breakpoint
CREATE TRIGGER "bulk_items_notify_update" AFTER UPDATE ON "bulk_items"
  REFERENCING NEW TABLE AS changed_items FOR EACH STATEMENT EXECUTE FUNCTION "ollida_notify_bulk_items"();
--> statement-breakpoint
CREATE TRIGGER "bulk_batches_notify_update" AFTER UPDATE ON "bulk_batches"
  REFERENCING NEW TABLE AS changed_batches FOR EACH STATEMENT EXECUTE FUNCTION "ollida_notify_bulk_batches"();
