import { industries, ui } from "@content/index.ts";
import { customerLogos } from "@content/pictures.ts";
import { ListCard } from "@/components/sections/customer-story.tsx";
import { ContentPicture } from "@/components/ui/content-picture.tsx";
import { industryProof } from "./industry-page.tsx";
import { EntriesPage } from "./solutions-page.tsx";

/** Each industry with its proof's customer (as its page shows it): the customer's logo beside the industry, a link to the proof. */
function LiveIn() {
  const rows = industries.flatMap((industry) => {
    const proof = industryProof(industry);
    if (!proof?.customer) return [];
    const logo = customerLogos.get(proof.customer);
    return {
      key: industry.slug,
      href: proof.href,
      lead: logo ? <ContentPicture picture={logo} className="h-6 w-auto" eager minor /> : <span>{proof.customer}</span>,
      label: <span className="font-medium">{industry.name}</span>,
    };
  });
  return <ListCard heading={ui.industriesLive} rows={rows} slot="industries-live" />;
}

/** /industries: customers live by industry beside the heading, then the verticals, one card each. */
export function IndustriesPage() {
  return <EntriesPage list="industries" aside={<LiveIn />} />;
}
