ALTER TABLE "projects" ADD COLUMN "subscribers_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The count of a project's confirmed subscribers follows its rows in the same transaction,
-- whatever adds, confirms or removes them (a sign-up, a confirmation, an unsubscribe, a bulk
-- removal, a deleted project's cascade). Statement triggers with transition tables: a removal
-- of 10,000 rows is one update of the project, not 10,000.
UPDATE "projects" SET "subscribers_count" = (
	SELECT count(*)::int FROM "project_subscribers" s
	WHERE s."project_id" = "projects"."id" AND s."confirmed_at" IS NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "project_subscribers_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "projects" p SET "subscribers_count" = p."subscribers_count" + d.n
		FROM (SELECT "project_id", count(*)::int AS n FROM new_rows WHERE "confirmed_at" IS NOT NULL GROUP BY "project_id") d
		WHERE p."id" = d."project_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "projects" p SET "subscribers_count" = p."subscribers_count" - d.n
		FROM (SELECT "project_id", count(*)::int AS n FROM old_rows WHERE "confirmed_at" IS NOT NULL GROUP BY "project_id") d
		WHERE p."id" = d."project_id";
	ELSE
		UPDATE "projects" p SET "subscribers_count" = p."subscribers_count" + d.n
		FROM (
			SELECT "project_id", sum(n)::int AS n FROM (
				SELECT "project_id", 1 AS n FROM new_rows WHERE "confirmed_at" IS NOT NULL
				UNION ALL
				SELECT "project_id", -1 AS n FROM old_rows WHERE "confirmed_at" IS NOT NULL
			) changed GROUP BY "project_id"
		) d
		WHERE p."id" = d."project_id" AND d.n <> 0;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_subscribers_count_insert" AFTER INSERT ON "project_subscribers"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "project_subscribers_count"();--> statement-breakpoint
CREATE TRIGGER "project_subscribers_count_update" AFTER UPDATE ON "project_subscribers"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "project_subscribers_count"();--> statement-breakpoint
CREATE TRIGGER "project_subscribers_count_delete" AFTER DELETE ON "project_subscribers"
	REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "project_subscribers_count"();
