-- The lists' indexes belong to the areas whose lists sort and filter on them: each area's migrations
-- (remotes/<area>/api/migrations, applied after these) create them again, and change them from now on.
-- Dropped here so that no index is created by two histories.
DROP INDEX IF EXISTS records_customers_0a06c820f9;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_164e58c065;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_9bc2786e7b;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_a5204068fb;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_a7e505d32d;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_b392d62ab3;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_e011253cfc;
--> statement-breakpoint
DROP INDEX IF EXISTS records_customers_f58f88f99e;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_1cb60124ea;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_6945c327e8;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_7cf86d0d3d;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_9a5a2f8012;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_9e0549a638;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_b3994ebd65;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_ed5c32356d;
--> statement-breakpoint
DROP INDEX IF EXISTS records_emails_f380537999;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_0bc587388c;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_0c8300d0b7;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_405935a768;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_41d2a8e224;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_9115ba7870;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_9732238a54;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_a2d0ba5641;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_abcced889f;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_be039cf4f5;
--> statement-breakpoint
DROP INDEX IF EXISTS records_invoices_eb8485a51e;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_23cdc6c5ab;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_2fbbd3da7a;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_8a52d38fce;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_8fd1f4a2c1;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_a5d055ed88;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_c17a135415;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_dac24d5752;
--> statement-breakpoint
DROP INDEX IF EXISTS records_orders_f44d019e0a;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_16a7192b93;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_1d6dbb40c1;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_28784ae8c0;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_28fe32a143;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_68a49b9d9a;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_7cf7bf9f9f;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_8381e8509e;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_9be46b8928;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_aa47de3148;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_c4bdeaac70;
--> statement-breakpoint
DROP INDEX IF EXISTS records_products_cb13a903c9;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_17f7eec7fe;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_3861b72210;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_39a0918300;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_3e1cfda44e;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_77ed7fc392;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_7b288bfb31;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_7c27365093;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_9947ca56fd;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_bf6e0ffbbc;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_c3128c0394;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_cd69b8e678;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_d097890544;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_df8965ee96;
--> statement-breakpoint
DROP INDEX IF EXISTS records_users_fa54249619;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_177a0a1040;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_1d30392c60;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_2bf57dfcc6;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_7c9c117dc4;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_bc9c82b76e;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_bf3e891539;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_e08575f360;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_e9a2a91a00;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_f52c64d555;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_f73db4b051;
--> statement-breakpoint
DROP INDEX IF EXISTS records_auditlog_f78c197894;
