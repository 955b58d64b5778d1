ALTER TABLE "categories" ADD COLUMN "name_fr" varchar(100);--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "name_fr" varchar(100);--> statement-breakpoint
ALTER TABLE "neighborhoods" ADD COLUMN "name_fr" varchar(100);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_name_fr_unique" UNIQUE("name_fr");--> statement-breakpoint
-- The county's default categories (the seed's) get their French names; categories an administrator
-- added or renamed keep none until one is given on the Categories screen.
UPDATE "categories" SET "name_fr" = 'Meubles' WHERE "name" = 'Furniture' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Vêtements' WHERE "name" = 'Clothing' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Jouets et jeux' WHERE "name" = 'Toys & Games' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Électronique' WHERE "name" = 'Electronics' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Livres et médias' WHERE "name" = 'Books & Media' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Outils et quincaillerie' WHERE "name" = 'Tools & Hardware' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Cuisine et salle à manger' WHERE "name" = 'Kitchen & Dining' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Sports et plein air' WHERE "name" = 'Sports & Outdoors' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Bébés et enfants' WHERE "name" = 'Baby & Kids' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Antiquités et objets de collection' WHERE "name" = 'Antiques & Collectibles' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Décoration intérieure' WHERE "name" = 'Home Decor' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Jardin et cour' WHERE "name" = 'Garden & Yard' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Électroménagers' WHERE "name" = 'Appliances' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Bijoux et accessoires' WHERE "name" = 'Jewelry & Accessories' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Musique et instruments' WHERE "name" = 'Music & Instruments' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Artisanat et loisirs créatifs' WHERE "name" = 'Crafts & Hobbies' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Automobile' WHERE "name" = 'Automotive' AND "name_fr" IS NULL;--> statement-breakpoint
UPDATE "categories" SET "name_fr" = 'Divers' WHERE "name" = 'Miscellaneous' AND "name_fr" IS NULL;
