#include "choice_delegate.h"

#include <QComboBox>

namespace studio::editor {

ChoiceDelegate::ChoiceDelegate(int choicesRole, QObject* parent)
    : QStyledItemDelegate(parent), m_role(choicesRole) {}

QWidget* ChoiceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const {
    const QVariantList choices = index.data(m_role).toList();
    if (choices.isEmpty()) return QStyledItemDelegate::createEditor(parent, option, index);
    auto* combo = new QComboBox(parent);
    combo->setObjectName(QStringLiteral("choiceEditor"));
    for (const QVariant& c : choices) {
        const QVariantMap m = c.toMap();
        combo->addItem(m.value(QStringLiteral("text")).toString(),
                       m.value(QStringLiteral("value")));
        combo->setItemData(combo->count() - 1, m.value(QStringLiteral("toolTip")), Qt::ToolTipRole);
    }
    // A choice takes effect at once, as in CallTreeEdit: no need to leave the cell first.
    connect(combo, &QComboBox::activated, this, [this, combo] {
        emit const_cast<ChoiceDelegate*>(this)->commitData(combo);
        emit const_cast<ChoiceDelegate*>(this)->closeEditor(combo);
    });
    return combo;
}

void ChoiceDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    auto* combo = qobject_cast<QComboBox*>(editor);
    if (!combo) return QStyledItemDelegate::setEditorData(editor, index);
    const int at = combo->findData(index.data(Qt::EditRole));
    if (at >= 0) combo->setCurrentIndex(at);
}

void ChoiceDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                  const QModelIndex& index) const {
    auto* combo = qobject_cast<QComboBox*>(editor);
    if (!combo) return QStyledItemDelegate::setModelData(editor, model, index);
    if (combo->currentIndex() >= 0) model->setData(index, combo->currentData(), Qt::EditRole);
}

}  // namespace studio::editor
