import { Link } from "react-router";
import { t } from "../../i18n/t.ts";
import type { MessageKey } from "../../i18n/rw.ts";

/** A page whose feature is still being built: its title, and nothing made up. */
export function PlaceholderPage({ title }: { title: MessageKey }) {
	return (
		<section className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
			<h1 className="text-2xl font-bold">{t(title)}</h1>
			<h2 className="mt-4 font-semibold">{t("dashboard.coming_title")}</h2>
			<p className="mt-1 text-stone-600">{t("dashboard.coming_text")}</p>
			<Link
				to="/dashboard"
				className="mt-4 inline-block font-medium text-emerald-800 underline"
			>
				{t("dashboard.menu_home")}
			</Link>
		</section>
	);
}

/** A route module for a page still to come. */
export const placeholderRoute = (title: MessageKey) => ({
	Component: () => <PlaceholderPage title={title} />,
});
