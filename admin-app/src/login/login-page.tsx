export default function LoginPage() {
  return (
    <section aria-labelledby="login-heading">
      <h1 id="login-heading">Admin Access</h1>
      <p>Login to manage content</p>
    </section>
  );
}
