import InputConformance
import InputGenerators
import InputReference

// The faulty components of the mutants in `FactoryMutants.swift`, each written as a component author would write it:
// against the platform's public API only.

/// The code factory's views, with the caption part bound to the title label.
struct SharedLabelFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    owner.imageView = views.imageView
    owner.captionLabel = views.titleLabel
    owner.titleLabel = views.titleLabel
    return views.root
  }
}

/// The code factory's views, with each part bound only while it is still unbound.
struct BindOnceFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    if owner.imageView == nil { owner.imageView = views.imageView }
    if owner.captionLabel == nil { owner.captionLabel = views.captionLabel }
    if owner.titleLabel == nil { owner.titleLabel = views.titleLabel }
    return views.root
  }
}

/// The code factory's views, with the image part left unbound.
struct ImageUnboundFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    owner.captionLabel = views.captionLabel
    owner.titleLabel = views.titleLabel
    return views.root
  }
}

/// The code factory, wiring Play to the owner a second time.
struct DoublePlayFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let root = CodeViewFactory().create(owner: owner)
    let play = root.descendants.compactMap { $0 as? Button }.first { $0.title == "Play" }
    play?.addAction(for: [.touchUpInside]) { [weak owner] _, _ in owner?.clickPlay() }
    return root
  }
}

/// The code factory, whose Play also replaces the caption label in the tree with a fresh copy.
struct CaptionSwappingFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let views = CodeViewFactory.makeViews(owner: owner)
    owner.imageView = views.imageView
    owner.captionLabel = views.captionLabel
    owner.titleLabel = views.titleLabel
    var shown = views.captionLabel
    let play = views.root.subviews.compactMap { $0 as? Button }.first { $0.title == "Play" }
    play?.addAction(for: [.touchUpInside]) { [weak root = views.root] _, _ in
      let fresh = Label(text: shown.text)
      shown.removeFromSuperview()
      root?.addSubview(fresh)
      shown = fresh
    }
    return views.root
  }
}

/// The code factory, calling the owner's action to show the initial caption.
struct PrimingFactory: ViewFactory {
  func create(owner: any ViewFactoryOwner) -> View {
    let root = CodeViewFactory().create(owner: owner)
    owner.clickPlay()
    return root
  }
}
