import { PageHeader } from "@/components/layout/page-header";
import { ProfileView } from "@/features/profile/client";

export const metadata = { title: "Profile" };

export default function ProfilePage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Profile">Your details, password, two-factor sign-in and sessions.</PageHeader>
      <ProfileView />
    </div>
  );
}
