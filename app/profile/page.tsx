import { ProfileView } from "@/components/profile/profile-view";

export const metadata = { title: "Profile" };

export default function ProfilePage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Profile</h1>
        <p className="text-muted-foreground">Your details, password, two-factor sign-in and sessions.</p>
      </div>
      <ProfileView />
    </div>
  );
}
