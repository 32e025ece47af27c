export default function HomePage() {
  return (
    <section aria-labelledby="hero-heading">
      <h1 id="hero-heading">
        A contemporary spiritual path for living with greater presence and authenticity
      </h1>
      <p>Diamond Approach teachings in Boulder, at the foot of the Rocky Mountains.</p>
    </section>
  );
}
