CREATE TABLE "permission_catalog" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "permission_catalog" ENABLE ROW LEVEL SECURITY;